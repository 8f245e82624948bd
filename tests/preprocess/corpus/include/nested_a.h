int a_start;
#include "nested_b.h"
int a_end = __LINE__;
