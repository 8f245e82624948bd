int in_a;
#include "cycle_b.h"
