// Per-call timing of LAGraph-style FastSV connected components (lagraph_compat/src/
// connected_components.c: the same calls in the same order), with GrB_wait after every call,
// summed per call site over the iterations, on an R-MAT graph made like grb_bench's. Build it
// against this library and against SuiteSparse and compare:
//   gcc -O2 -o cc_ours percall_cc.c -I include -L build-wb -Wl,-rpath,$PWD/build-wb -lgraphblas -lm
//   gcc -O2 -o cc_ss   percall_cc.c -l:libgraphblas.so.7 -lm
//   OMP_NUM_THREADS=2 OMP_PROC_BIND=false ./cc_ours 18 2          (scale, threads)
#define _GNU_SOURCE
#include <GraphBLAS.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../lagraph_compat/src/rmat_edges.h"
static double now(void){struct timespec ts;clock_gettime(CLOCK_MONOTONIC,&ts);return ts.tv_sec+1e-9*ts.tv_nsec;}
#define CK(x) do{GrB_Info i_=(x); if(i_!=GrB_SUCCESS){fprintf(stderr,"%s:%d %s -> %d\n",__FILE__,__LINE__,#x,i_);exit(1);}}while(0)
double acc[16]; const char* nm[16];
#define T(k,name,call,w) do{double t0=now(); CK(call); CK(w); acc[k]+=now()-t0; nm[k]=name;}while(0)
int main(int argc,char**argv){
  int scale=argc>1?atoi(argv[1]):18; int threads=argc>2?atoi(argv[2]):2; int reps=3;
  CK(GrB_init(GrB_NONBLOCKING)); GxB_Global_Option_set(GxB_NTHREADS,threads);
  uint64_t n=1ULL<<scale, m=16*n, st=20240611;
  uint64_t*src=malloc(m*8),*dst=malloc(m*8),*perm=malloc(n*8);
  rmat_edges(scale,m,&st,src,dst,perm);
  GrB_Index*Ib=malloc(2*m*8),*Jb=malloc(2*m*8); bool*Xb=malloc(2*m);
  uint64_t k=0; for(uint64_t e=0;e<m;e++){ if(src[e]==dst[e])continue; Ib[k]=src[e];Jb[k]=dst[e];Xb[k++]=1;Ib[k]=dst[e];Jb[k]=src[e];Xb[k++]=1;}
  GrB_Matrix A; CK(GrB_Matrix_new(&A,GrB_BOOL,n,n)); CK(GrB_Matrix_build_BOOL(A,Ib,Jb,Xb,k,GrB_LOR)); CK(GrB_Matrix_wait(A,GrB_MATERIALIZE));
  GrB_Index *I=malloc(n*8),*V=malloc(n*8),*M=malloc(n*8); for(GrB_Index q=0;q<n;q++)I[q]=q;
  int iters=0; double tot=0;
  for(int r=0;r<reps;r++){
  double t00=now();
  GrB_Vector f,gp,mngp,gp_new,t,diff;
  CK(GrB_Vector_new(&f,GrB_UINT64,n)); CK(GrB_Vector_build_UINT64(f,I,I,n,NULL));
  CK(GrB_Vector_dup(&gp,f)); CK(GrB_Vector_dup(&mngp,f)); CK(GrB_Vector_new(&gp_new,GrB_UINT64,n)); CK(GrB_Vector_new(&t,GrB_UINT64,n)); CK(GrB_Vector_new(&diff,GrB_BOOL,n));
  for(;;){ iters++;
    T(0,"mxv min_second accum",GrB_mxv(mngp,NULL,GrB_MIN_UINT64,GrB_MIN_SECOND_SEMIRING_UINT64,A,gp,NULL),GrB_Vector_wait(mngp,GrB_MATERIALIZE));
    GrB_Index nv=n;
    T(1,"extractTuples f",GrB_Vector_extractTuples_UINT64(I,V,&nv,f),GrB_SUCCESS); nv=n;
    T(2,"extractTuples mngp",GrB_Vector_extractTuples_UINT64(I,M,&nv,mngp),GrB_SUCCESS);
    T(3,"clear t",GrB_Vector_clear(t),GrB_Vector_wait(t,GrB_MATERIALIZE));
    T(4,"build t MIN",GrB_Vector_build_UINT64(t,V,M,n,GrB_MIN_UINT64),GrB_Vector_wait(t,GrB_MATERIALIZE));
    T(5,"ewiseadd f=min(f,t)",GrB_Vector_eWiseAdd_BinaryOp(f,NULL,NULL,GrB_MIN_UINT64,f,t,NULL),GrB_Vector_wait(f,GrB_MATERIALIZE));
    T(6,"ewiseadd f min= mngp+gp",GrB_Vector_eWiseAdd_BinaryOp(f,NULL,GrB_MIN_UINT64,GrB_MIN_UINT64,mngp,gp,NULL),GrB_Vector_wait(f,GrB_MATERIALIZE));
    nv=n; T(7,"extractTuples f 2",GrB_Vector_extractTuples_UINT64(I,V,&nv,f),GrB_SUCCESS);
    T(8,"extract gp_new=f(V)",GrB_Vector_extract(gp_new,NULL,NULL,f,V,n,NULL),GrB_Vector_wait(gp_new,GrB_MATERIALIZE));
    bool changed=false;
    T(9,"ewisemult NE",GrB_Vector_eWiseMult_BinaryOp(diff,NULL,NULL,GrB_NE_UINT64,gp_new,gp,NULL),GrB_Vector_wait(diff,GrB_MATERIALIZE));
    T(10,"reduce LOR",GrB_Vector_reduce_BOOL(&changed,NULL,GrB_LOR_MONOID_BOOL,diff,NULL),GrB_SUCCESS);
    GrB_Vector tmp=gp; gp=gp_new; gp_new=tmp; if(!changed)break; }
  tot+=now()-t00;
  GrB_Vector_free(&f);GrB_Vector_free(&gp);GrB_Vector_free(&mngp);GrB_Vector_free(&gp_new);GrB_Vector_free(&t);GrB_Vector_free(&diff);
  }
  printf("iters/rep %d, total per rep %.1f ms\n",iters/reps,tot/reps*1e3);
  for(int q=0;q<11;q++) printf("%-26s %8.2f ms per rep\n",nm[q],acc[q]/reps*1e3);
  GrB_finalize(); return 0; }
