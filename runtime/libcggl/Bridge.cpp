#include "Bridge.h"

namespace cgx::libcggl {

const CgxLibCgPrivateV1& libcg() {
  static const CgxLibCgPrivateV1* table = cgx_private_libcg_v1();
  return *table;
}

}  // namespace cgx::libcggl
