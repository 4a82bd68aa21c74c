//===- Fuse.cpp - graphblas-fuse: fusion groups as graphblas.fused regions -------------------===//
//
// (a) mxm_reduce: a masked mxm whose only use is a reduce_to_scalar (sum(C<L> = L*U'),
//     C<L> = L*U', then sum(C)): the product is never materialized.
// (b) ewise_chain: apply / select / ewise_add / ewise_mult / reduce_to_scalar / reduce_to_vector
//     (rows, unmasked, as the root) operations linked by
//     single-use, unaccumulated intermediates (a member may have a mask, computed in the chain
//     or read as a source) form a tree; each tree of two or more
//     operations becomes one group placed where its root (the only value leaving it) was. A
//     masked mxm may be a leaf of the tree (it is the chain's source, e.g. mxm then select: the
//     support count filtered by a threshold), never an inner node.
// (b') mxv_accum: w = c accum (A (+.*) u) where c is a full vector or the result of a scalar
//     assign into all of c (GrB_ALL, no mask, no accumulator) and u a vector, possibly the result of
//     an unmasked ewise_mult of two vectors (w = prior ./ dscaled;
//     r = teleport; r += AT * w): one group, intermediates (w, the assigned r) never formed.
// (c) vxm_assign (option masked-vxm-assign, off by default: the lowering refuses some forms this groups,
//     e.g. a push over a bitmap frontier or products that read values, and the library's planner
//     writes its groups itself; pull: VxmAssign.cpp, push: VxmAssignPush.cpp): a frontier step
//     q1<!v, struct> = q (any|lor).(*) A ; v1<q1> = s (a scalar into the same v, GrB_ALL, no
//     accumulator) -> one group yielding (q1, v1): q1 is the next frontier, used after the group.
// (b'') option lone-ops (the JIT): a reduce_to_scalar of a function argument whose result the
//     function returns becomes a reduce_values group; an apply, a select, an ewise_add, an
//     ewise_mult, a masked mxm or a row reduction left in no group whose result
//     the function returns becomes an ewise_chain group of one, so that one recorded call can be
//     compiled alone (the lowering takes a chain of one operation like a longer one); an mxv
//     without mask or accumulator whose result the function returns becomes an mxv_pull group,
//     with the single-use unmasked ewise_mult of two vectors giving its input when there is one
//     (the same pull as mxv_accum, writing a bitmap result); a vxm over A's rows (no tran_a)
//     without mask or accumulator whose result the function returns becomes a vxm_push group
//     (u's entries scattered through A's rows into a dense accumulator, VxmPush.cpp).
//
//===----------------------------------------------------------------------------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::graphblas {
#define GEN_PASS_DEF_GRAPHBLASFUSE
#include "graphblas-mlir/Dialect/GraphBLAS/Passes.h.inc"
} // namespace mlir::graphblas

using namespace mlir;
using namespace mlir::graphblas;

namespace {

StringAttr callName(Operation *op, StringRef fallback) {
  if (auto origin = op->getAttrOfType<StringAttr>("origin"))
    return origin;
  return StringAttr::get(op->getContext(), fallback);
}

StringRef defaultCall(Operation *op) {
  return llvm::TypeSwitch<Operation *, StringRef>(op)
      .Case<MxmOp>([](auto) { return "GrB_mxm"; })
      .Case<MxvOp>([](auto) { return "GrB_mxv"; })
      .Case<ApplyOp, ApplyBinaryOp>([](auto) { return "GrB_apply"; })
      .Case<SelectOp>([](auto) { return "GrB_select"; })
      .Case<EWiseAddOp>([](auto) { return "GrB_eWiseAdd"; })
      .Case<EWiseMultOp>([](auto) { return "GrB_eWiseMult"; })
      .Case<ReduceToScalarOp, ReduceToVectorOp>([](auto) { return "GrB_reduce"; })
      .Case<VxmOp>([](auto) { return "GrB_vxm"; })
      .Case<AssignOp>([](auto) { return "GrB_assign"; })
      .Default([](Operation *) { return "GrB_?"; });
}

/// Moves `members` (in program order; the last one is the root) into a new graphblas.fused
/// placed at the root, which yields the root's results.
void makeGroup(ArrayRef<Operation *> members, StringRef kind) {
  Operation *root = members.back();
  OpBuilder builder(root);
  SmallVector<Attribute> calls;
  for (Operation *op : members)
    calls.push_back(callName(op, defaultCall(op)));
  auto fused = FusedOp::create(builder, root->getLoc(), root->getResultTypes(),
                               builder.getStringAttr(kind), builder.getArrayAttr(calls));
  root->replaceAllUsesWith(fused.getResults());
  Block *body = builder.createBlock(&fused.getBody());
  for (Operation *op : members)
    op->moveBefore(body, body->end());
  builder.setInsertionPointToEnd(body);
  YieldOp::create(builder, root->getLoc(), root->getResults());
}

/// Moves `first` and `second` (in program order) into a new graphblas.fused placed at `second`,
/// which yields the results of both (first's result may be used after the group).
void makePairGroup(Operation *first, Operation *second, StringRef kind) {
  OpBuilder builder(second);
  SmallVector<Type> types(first->getResultTypes());
  llvm::append_range(types, second->getResultTypes());
  SmallVector<Attribute> calls{callName(first, defaultCall(first)), callName(second, defaultCall(second))};
  auto fused = FusedOp::create(builder, second->getLoc(), types, builder.getStringAttr(kind),
                               builder.getArrayAttr(calls));
  unsigned n = first->getNumResults();
  for (unsigned i = 0; i < n; ++i)
    first->getResult(i).replaceUsesWithIf(fused.getResult(i), [&](OpOperand &use) { return use.getOwner() != second; });
  second->replaceAllUsesWith(fused.getResults().drop_front(n));
  Block *body = builder.createBlock(&fused.getBody());
  first->moveBefore(body, body->end());
  second->moveBefore(body, body->end());
  builder.setInsertionPointToEnd(body);
  SmallVector<Value> yielded(first->getResults());
  llvm::append_range(yielded, second->getResults());
  YieldOp::create(builder, second->getLoc(), yielded);
}

/// (c): `assign` writes a scalar into v under the mask q1 = vxm(q, A) whose own mask is v,
/// complemented, structural, with an any / lor monoid and no accumulators, both in one block,
/// q1 not used between them. Returns the vxm, or null.
VxmOp maskedVxmSource(AssignOp assign) {
  if (isa<FusedOp>(assign->getParentOp()) || llvm::isa<MatrixType, VectorType>(assign.getValue().getType()) ||
      assign.getRows() || assign.getCols() || assign.getAccumIn() || !assign.getMask() ||
      assign.getMaskComplement() || !assign.getMaskStructural())
    return VxmOp();
  auto vxm = assign.getMask().getDefiningOp<VxmOp>();
  if (!vxm || vxm->getBlock() != assign->getBlock() || vxm.getMask() != assign.getC() || !vxm.getMaskComplement() ||
      !vxm.getMaskStructural() || vxm.getAccumIn())
    return VxmOp();
  MonoidKind add = vxm.getSemiring().getAdd();
  if (add != MonoidKind::any && add != MonoidKind::lor)
    return VxmOp();
  for (Operation *user : vxm->getUsers())
    if (user != assign && user->getBlock() == assign->getBlock() && user->isBeforeInBlock(assign))
      return VxmOp();
  return vxm;
}

/// The single-use producer of `v` in `user`'s block if it is an OpT satisfying `ok`, else null.
template <typename OpT>
OpT singleUseProducer(Value v, Operation *user, function_ref<bool(OpT)> ok) {
  auto op = v.getDefiningOp<OpT>();
  if (!op || !op->hasOneUse() || op->getBlock() != user->getBlock() || isa<FusedOp>(op->getParentOp()) || !ok(op))
    return OpT();
  return op;
}

bool returnedByFunction(Operation *op) {
  return llvm::any_of(op->getResult(0).getUsers(), [](Operation *user) {
    return user->hasTrait<OpTrait::IsTerminator>() && !isa<FusedOp>(user->getParentOp());
  });
}

/// (b') and (b''): the members of an mxv_accum group (an accumulator) or an mxv_pull group (none,
/// with lone-ops, the result returned) rooted at `mxv` in program order, or empty. A pull may be
/// in graphblas-fold's form, a vxm u (+.x) A' with tran_a (the same pull over A's rows).
SmallVector<Operation *> mxvPullMembers(Operation *root, bool loneOps) {
  auto mxv = dyn_cast<MxvOp>(root);
  auto vxm = dyn_cast<VxmOp>(root);
  Value accumIn = mxv ? mxv.getAccumIn() : vxm.getAccumIn();
  Value u = mxv ? mxv.getU() : vxm.getU();
  if (isa<FusedOp>(root->getParentOp()) || (mxv ? bool(mxv.getMask()) : bool(vxm.getMask())))
    return {};
  if (vxm && (!vxm.getTranA() || accumIn))
    return {};
  if (!accumIn && !(loneOps && returnedByFunction(root)))
    return {};
  SmallVector<Operation *> members;
  if (auto mult = singleUseProducer<EWiseMultOp>(u, root, [](EWiseMultOp m) {
        return !m.getMask() && !m.getAccumIn() && llvm::isa<GrbVectorType>(m.getA().getType());
      }))
    members.push_back(mult);
  if (!accumIn) {
    members.push_back(root);
    return members;
  }
  if (auto init = singleUseProducer<AssignOp>(accumIn, root, [](AssignOp a) {
        return !llvm::isa<MatrixType, GrbVectorType>(a.getValue().getType()) && !a.getRows() && !a.getCols() &&
               !a.getMask() && !a.getAccumIn();
      }))
    members.push_back(init);
  llvm::sort(members, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  members.push_back(root);
  return members;
}

bool isChainOp(Operation *op) {
  return isa<MxmOp, ApplyOp, ApplyBinaryOp, SelectOp, EWiseAddOp, EWiseMultOp, ReduceToScalarOp, ReduceToVectorOp>(op) &&
         !isa<FusedOp>(op->getParentOp());
}

/// No accumulator (reduce_to_scalar has none): each member writes an empty C, under its mask if
/// it has one (the chain keeps T's entries the mask allows); an mxm (a chain's source) needs a
/// mask (it is computed only where the mask allows).
bool isChainForm(Operation *op) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case<MxmOp>([](MxmOp o) { return o.getMask() && !o.getAccumIn(); })
      .Case<ApplyOp, ApplyBinaryOp, SelectOp, EWiseAddOp, EWiseMultOp>([](auto o) { return !o.getAccumIn(); })
      .Case<ReduceToVectorOp>([](ReduceToVectorOp o) { return !o.getMask() && !o.getAccumIn() && !o.getTranA(); })
      .Default([](Operation *) { return true; });
}

/// Whether `operand` of chain op `op` is its mask.
bool isMaskOperand(Operation *op, Value operand) {
  return llvm::TypeSwitch<Operation *, bool>(op)
      .Case<ApplyOp, ApplyBinaryOp, SelectOp, EWiseAddOp, EWiseMultOp>([&](auto o) { return o.getMask() == operand; })
      .Default([](Operation *) { return false; });
}

/// (b''): an apply, a select or a masked mxm (no accumulator: isChainForm) whose result is
/// returned by the function, so a group of one holds a whole recorded call and its result.
bool isLoneCandidate(Operation *op) {
  if (!isa<ApplyOp, ApplyBinaryOp, SelectOp, MxmOp, EWiseAddOp, EWiseMultOp, ReduceToVectorOp>(op) ||
      op->getNumResults() != 1)
    return false;
  return returnedByFunction(op);
}

/// A vxm over A's rows (no tran_a), unmasked and unaccumulated, whose result the function
/// returns: a push alone (the vxm_push group).
bool isLonePush(VxmOp vxm) {
  return !vxm.getTranA() && !vxm.getMask() && !vxm.getAccumIn() && !isa<FusedOp>(vxm->getParentOp()) &&
         returnedByFunction(vxm);
}

/// A reduce_to_scalar of a function argument whose result the function returns: a stored matrix
/// reduced alone (the reduce_values group).
bool isLoneReduce(Operation *op) {
  auto r = dyn_cast<ReduceToScalarOp>(op);
  return r && isa<BlockArgument>(r.getA()) && returnedByFunction(op);
}

struct GraphBLASFusePass : mlir::graphblas::impl::GraphBLASFuseBase<GraphBLASFusePass> {
  using GraphBLASFuseBase::GraphBLASFuseBase;

  void runOnOperation() override {
    // (a) masked mxm -> reduce_to_scalar
    SmallVector<std::pair<Operation *, Operation *>> mxmReduce;
    getOperation()->walk([&](ReduceToScalarOp reduce) {
      auto mxm = reduce.getA().getDefiningOp<MxmOp>();
      if (!mxm || !mxm.getMask() || mxm.getAccumIn() || !mxm->hasOneUse() ||
          mxm->getBlock() != reduce->getBlock() || isa<FusedOp>(reduce->getParentOp()))
        return;
      mxmReduce.push_back({mxm, reduce});
    });
    for (auto [mxm, reduce] : mxmReduce)
      makeGroup({mxm, reduce}, "mxm_reduce");

    // (b') mxv with an accumulator: the scalar assign giving its initial value, the ewise_mult
    // giving its input vector; (b'') with lone-ops, an mxv without one whose result is returned
    SmallVector<SmallVector<Operation *>> mxvGroups;
    getOperation()->walk([&](Operation *op) {
      if (!isa<MxvOp, VxmOp>(op))
        return;
      SmallVector<Operation *> members = mxvPullMembers(op, loneOps);
      if (!members.empty())
        mxvGroups.push_back(std::move(members));
    });
    for (const SmallVector<Operation *> &members : mxvGroups) {
      auto mxv = dyn_cast<MxvOp>(members.back());
      makeGroup(members, mxv && mxv.getAccumIn() ? "mxv_accum" : "mxv_pull");
    }

    // with lone-ops, a vxm over A's rows alone: the push
    if (loneOps) {
      SmallVector<Operation *> pushes;
      getOperation()->walk([&](VxmOp vxm) {
        if (isLonePush(vxm))
          pushes.push_back(vxm);
      });
      for (Operation *vxm : pushes)
        makeGroup({vxm}, "vxm_push");
    }

    // (c) a frontier step: vxm -> the scalar assign it masks
    if (maskedVxmAssign) {
      SmallVector<std::pair<Operation *, Operation *>> steps;
      getOperation()->walk([&](AssignOp assign) {
        if (VxmOp vxm = maskedVxmSource(assign))
          steps.push_back({vxm, assign});
      });
      for (auto [vxm, assign] : steps)
        makePairGroup(vxm, assign, "vxm_assign");
    }

    // (b) element-wise chains: union each chain op with its single-use chain producers.
    SmallVector<Operation *> chainOps;
    getOperation()->walk([&](Operation *op) {
      if (isChainOp(op) && isChainForm(op))
        chainOps.push_back(op);
    });
    llvm::EquivalenceClasses<Operation *> groups;
    for (Operation *op : chainOps)
      groups.insert(op);
    for (Operation *op : chainOps)
      for (Value operand : isa<MxmOp>(op) ? ValueRange() : ValueRange(op->getOperands())) {
        Operation *producer = operand.getDefiningOp();
        // an mxm is a chain's source, never the mask of a member
        if (producer && groups.contains(producer) && producer->hasOneUse() &&
            producer->getBlock() == op->getBlock() && !isa<ReduceToScalarOp, ReduceToVectorOp>(producer) &&
            !(isa<MxmOp>(producer) && isMaskOperand(op, operand)))
          groups.unionSets(op, producer);
      }
    for (auto it = groups.begin(); it != groups.end(); ++it) {
      if (!(*it)->isLeader())
        continue;
      SmallVector<Operation *> members(groups.member_begin(**it), groups.member_end());
      if (members.size() == 1 && loneOps && isLoneReduce(members.front())) {
        makeGroup(members, "reduce_values");
        continue;
      }
      if (members.size() < 2 && !(loneOps && isLoneCandidate(members.front())))
        continue;
      llvm::sort(members, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
      makeGroup(members, "ewise_chain");
    }
  }
};

} // namespace
