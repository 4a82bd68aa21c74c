#include <GraphBLAS.h>
#include <stdio.h>
int main(void) { GrB_init(GrB_NONBLOCKING); GrB_finalize(); return 0; }
