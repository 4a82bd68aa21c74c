#ifndef ORACLE_MAIN_H
#define ORACLE_MAIN_H
#include <GraphBLAS.h>
typedef struct { const char* name; GrB_UnaryOp* op; } named_unop;
typedef struct { const char* name; GrB_BinaryOp* op; } named_binop;
typedef struct { const char* name; GrB_IndexUnaryOp* op; } named_idxop;
typedef struct { const char* name; GrB_Monoid* op; } named_monoid;
extern const named_unop unops[];
extern const named_binop binops[];
extern const named_idxop idxops[];
extern const named_monoid monoids[];
#endif
