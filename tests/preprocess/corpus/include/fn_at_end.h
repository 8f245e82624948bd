#define F(x) [x]
int fn = F
