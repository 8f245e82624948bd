int in_broken;
#error inside an included file
#if 1
