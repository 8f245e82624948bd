int from_macro_header;
