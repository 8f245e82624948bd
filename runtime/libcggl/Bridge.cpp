#include "Bridge.h"

namespace cgx::libcggl {

const CgxLibCgPrivateV3& libcg() {
  static const CgxLibCgPrivateV3* table = cgx_private_libcg_v3();
  return *table;
}

}  // namespace cgx::libcggl
