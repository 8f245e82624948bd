#include "Bridge.h"

namespace cgx::libcggl {

const CgxLibCgPrivateV5& libcg() {
  static const CgxLibCgPrivateV5* table = cgx_private_libcg_v5();
  return *table;
}

}  // namespace cgx::libcggl
