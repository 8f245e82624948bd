int in_b = __LINE__; char *b_file = __FILE__;
