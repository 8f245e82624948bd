int in_b;
#include "cycle_a.h"
