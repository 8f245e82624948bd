// include/quoted.h
int from_quoted = __LINE__;
