// Per-call timing of the fpa / fpm / join_keys / filter_select call sequences of bench/grb_bench.c,
// with GrB_wait after every call, on an R-MAT graph made like grb_bench's (same edge generator;
// weights 1 + hash % 64; D = the entries with an odd ordered-pair hash). Build it twice, against
// this library and against SuiteSparse, and compare the per-call medians of one run each:
//   gcc -O2 -o pc_ours percall_relational.c -I include -L build-wb -Wl,-rpath,$PWD/build-wb -lgraphblas -lm
//   gcc -O2 -o pc_ss   percall_relational.c -l:libgraphblas.so.7 -lm      (Debian's SuiteSparse 7.4)
//   OMP_NUM_THREADS=2 OMP_PROC_BIND=false ./pc_ours 18 2 fpa,join,filter   (scale, threads, which)
// The edge generator is included from lagraph_compat/src by a path relative to this file.
// per-call timing of fpa/fpm/join_keys/filter_select sequences, GrB_wait after each call
#define _GNU_SOURCE
#include <GraphBLAS.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../lagraph_compat/src/rmat_edges.h"
static double now(void){struct timespec ts;clock_gettime(CLOCK_MONOTONIC,&ts);return ts.tv_sec+1e-9*ts.tv_nsec;}
static uint64_t mix2(uint64_t a,uint64_t b){uint64_t s=a*0x9E3779B97F4A7C15ULL^(b+0x632BE59BD9B4E019ULL);return rmat_splitmix64(&s);}
#define CK(x) do{GrB_Info i_=(x); if(i_!=GrB_SUCCESS){fprintf(stderr,"%s:%d %s -> %d\n",__FILE__,__LINE__,#x,i_);exit(1);}}while(0)
#define NREP 7
static double T[32][NREP]; static const char* TN[32]; static int nt;
static int cmpd(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
#define TIME(k,name,call,waitobj) do{ double t0=now(); CK(call); CK(waitobj); T[k][rep]=now()-t0; TN[k]=name; if(k+1>nt)nt=k+1;}while(0)
int main(int argc,char**argv){
  int scale=argc>1?atoi(argv[1]):18; int threads=argc>2?atoi(argv[2]):2; const char* only=argc>3?argv[3]:"all";
  CK(GrB_init(GrB_NONBLOCKING)); GxB_Global_Option_set(GxB_NTHREADS,threads);
  uint64_t n=1ULL<<scale, m=16*n, st=20240611;
  uint64_t*src=malloc(m*8),*dst=malloc(m*8),*perm=malloc(n*8);
  rmat_edges(scale,m,&st,src,dst,perm);
  GrB_Index*I=malloc(2*m*8),*J=malloc(2*m*8); bool*X=malloc(2*m);
  uint64_t k=0; for(uint64_t e=0;e<m;e++){ if(src[e]==dst[e])continue; I[k]=src[e];J[k]=dst[e];X[k++]=1;I[k]=dst[e];J[k]=src[e];X[k++]=1;}
  GrB_Matrix G; CK(GrB_Matrix_new(&G,GrB_BOOL,n,n)); CK(GrB_Matrix_build_BOOL(G,I,J,X,k,GrB_LOR));
  GrB_Index nv; CK(GrB_Matrix_nvals(&nv,G)); GrB_Index got=nv; CK(GrB_Matrix_extractTuples_BOOL(I,J,NULL,&got,G));
  double*W_=malloc(nv*8),*DX=malloc(nv*8); GrB_Index*DI=malloc(nv*8),*DJ=malloc(nv*8); GrB_Index nd=0;
  for(GrB_Index q=0;q<got;q++){GrB_Index a=I[q]<J[q]?I[q]:J[q],b=I[q]<J[q]?J[q]:I[q]; uint64_t h=mix2(a,b); W_[q]=1+h%64;
    if(mix2(I[q]+0x51ED270B2F1A3C5DULL,J[q])&1){DI[nd]=I[q];DJ[nd]=J[q];DX[nd++]=W_[q];}}
  GrB_Matrix W,D; CK(GrB_Matrix_new(&W,GrB_FP64,n,n)); CK(GrB_Matrix_build_FP64(W,I,J,W_,got,GrB_PLUS_FP64));
  CK(GrB_Matrix_new(&D,GrB_FP64,n,n)); CK(GrB_Matrix_build_FP64(D,DI,DJ,DX,nd,GrB_PLUS_FP64));
  CK(GrB_Matrix_wait(W,GrB_MATERIALIZE)); CK(GrB_Matrix_wait(D,GrB_MATERIALIZE));
  fprintf(stderr,"n=%lu W=%lu D=%lu\n",(unsigned long)n,(unsigned long)got,(unsigned long)nd);
  GrB_Index*L=malloc(n*8); for(GrB_Index i=0;i<n;i++)L[i]=i;
  double chk=0;
  for(int rep=0;rep<NREP;rep++){
    GrB_Matrix S,C,F; GrB_Vector r; double s;
    if(!strcmp(only,"all")||strstr(only,"fpa")){
    CK(GrB_Matrix_new(&S,GrB_FP64,n,n));
    TIME(0,"fpa sel GT",GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUEGT_FP64,W,16.0,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    TIME(1,"fpa sel LE inplace",GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUELE_FP64,S,48.0,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    TIME(2,"fpa apply AINV inplace",GrB_Matrix_apply(S,NULL,NULL,GrB_AINV_FP64,S,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    TIME(3,"fpa reduce",GrB_Matrix_reduce_FP64(&s,NULL,GrB_PLUS_MONOID_FP64,S,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    chk+=s; GrB_Matrix_free(&S);
    CK(GrB_Matrix_new(&S,GrB_FP64,n,n));
    {double t0=now();
    CK(GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUEGT_FP64,W,16.0,NULL));
    CK(GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUELE_FP64,S,48.0,NULL));
    CK(GrB_Matrix_apply(S,NULL,NULL,GrB_AINV_FP64,S,NULL));
    CK(GrB_Matrix_reduce_FP64(&s,NULL,GrB_PLUS_MONOID_FP64,S,NULL)); T[4][rep]=now()-t0; TN[4]="fpa total(nowait)";
    CK(GrB_Matrix_wait(S,GrB_MATERIALIZE)); T[5][rep]=now()-t0; TN[5]="fpa total+wait S"; }
    GrB_Matrix_free(&S);
    CK(GrB_Matrix_new(&S,GrB_FP64,n,n));
    {double t0=now();
    CK(GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUEGT_FP64,W,16.0,NULL));
    CK(GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUELE_FP64,S,48.0,NULL));
    CK(GrB_Matrix_apply(S,NULL,NULL,GrB_AINV_FP64,S,NULL));
    CK(GrB_Matrix_wait(S,GrB_MATERIALIZE)); T[6][rep]=now()-t0; TN[6]="fpm total"; }
    GrB_Matrix_free(&S); if(nt<7)nt=7;
    }
    if(!strcmp(only,"all")||strstr(only,"join")){
    CK(GrB_Matrix_new(&C,GrB_FP64,n,n));
    TIME(8,"join D.*D'",GrB_Matrix_eWiseMult_BinaryOp(C,NULL,NULL,GrB_TIMES_FP64,D,D,GrB_DESC_T1),GrB_Matrix_wait(C,GrB_MATERIALIZE));
    GrB_Matrix_free(&C);
    CK(GrB_Matrix_new(&C,GrB_FP64,n,n));
    TIME(9,"join transpose D",GrB_transpose(C,NULL,NULL,D,NULL),GrB_Matrix_wait(C,GrB_MATERIALIZE));
    GrB_Matrix C2; CK(GrB_Matrix_new(&C2,GrB_FP64,n,n));
    TIME(10,"join D.*Dt (pre-transposed)",GrB_Matrix_eWiseMult_BinaryOp(C2,NULL,NULL,GrB_TIMES_FP64,D,C,NULL),GrB_Matrix_wait(C2,GrB_MATERIALIZE));
    GrB_Matrix_free(&C); GrB_Matrix_free(&C2);
    }
    if(strstr(only,"selonly")){
    CK(GrB_Matrix_new(&S,GrB_FP64,n,n));
    TIME(20,"selonly LE on W",GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUELE_FP64,W,48.0,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    GrB_Matrix_free(&S);
    CK(GrB_Matrix_new(&S,GrB_FP64,n,n));
    TIME(21,"selonly GT on W",GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUEGT_FP64,W,16.0,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    GrB_Matrix_free(&S);
    }
    if(!strcmp(only,"all")||strstr(only,"filter")){
    CK(GrB_Matrix_new(&F,GrB_BOOL,n,n)); CK(GrB_Matrix_new(&S,GrB_FP64,n,n)); CK(GrB_Matrix_new(&C,GrB_FP64,n,n)); CK(GrB_Vector_new(&r,GrB_FP64,n));
    TIME(12,"filt apply GT->bool",GrB_Matrix_apply_BinaryOp2nd_FP64(F,NULL,NULL,GrB_GT_FP64,W,16.0,NULL),GrB_Matrix_wait(F,GrB_MATERIALIZE));
    TIME(13,"filt select LE",GrB_Matrix_select_FP64(S,NULL,NULL,GrB_VALUELE_FP64,W,48.0,NULL),GrB_Matrix_wait(S,GrB_MATERIALIZE));
    TIME(14,"filt extract C<F>=S(I,:)",GrB_Matrix_extract(C,F,NULL,S,L,n,GrB_ALL,n,NULL),GrB_Matrix_wait(C,GrB_MATERIALIZE));
    TIME(15,"filt reduce rows",GrB_Matrix_reduce_Monoid(r,NULL,NULL,GrB_PLUS_MONOID_FP64,C,NULL),GrB_Vector_wait(r,GrB_MATERIALIZE));
    TIME(16,"filt vector sum",GrB_Vector_reduce_FP64(&s,NULL,GrB_PLUS_MONOID_FP64,r,NULL),GrB_Vector_wait(r,GrB_MATERIALIZE));
    chk+=s;
    GrB_Matrix_free(&F);GrB_Matrix_free(&S);GrB_Matrix_free(&C);GrB_Vector_free(&r);
    }
  }
  for(int q=0;q<nt;q++){ if(!TN[q])continue; double v[NREP]; memcpy(v,T[q],sizeof v); qsort(v,NREP,8,cmpd); printf("%-32s median %8.2f ms  min %8.2f\n",TN[q],v[NREP/2]*1e3,v[0]*1e3);}
  printf("chk %.17g\n",chk);
  GrB_finalize(); return 0;
}
