#include "Bridge.h"

namespace cgx::libcggl {

const CgxLibCgPrivateV4& libcg() {
  static const CgxLibCgPrivateV4* table = cgx_private_libcg_v4();
  return *table;
}

}  // namespace cgx::libcggl
