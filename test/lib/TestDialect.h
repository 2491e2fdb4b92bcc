//===- TestDialect.h - The reclaim_test dialect -----------------*- C++ -*-===//
//
// Test-only dialect whose ops reach Reclaim only through interfaces
// (TestDialect.td).
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_TEST_LIB_TESTDIALECT_H
#define RECLAIM_TEST_LIB_TESTDIALECT_H

#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TestDialect.h.inc"

#define GET_OP_CLASSES
#include "TestOps.h.inc"

namespace reclaim::test {
/// Adds the reclaim_test dialect to `registry`.
void registerTestDialect(mlir::DialectRegistry &registry);
/// Registers test-reclaim-lower-test-dialect.
void registerLowerTestDialectPass();
} // namespace reclaim::test

#endif // RECLAIM_TEST_LIB_TESTDIALECT_H
