#include "Bridge.h"

namespace cgx::libcggl {

const CgxLibCgPrivateV2& libcg() {
  static const CgxLibCgPrivateV2* table = cgx_private_libcg_v2();
  return *table;
}

}  // namespace cgx::libcggl
