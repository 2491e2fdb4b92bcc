//===- SymbolUsesTest.cpp - Tests of reclaim::SymbolUseWalker -------------===//
//
// SymbolUseWalker must list exactly the uses SymbolTable::getSymbolUses
// lists (the summaries and the calling-convention changes rely on it to find
// every function whose address is taken): references nested in arrays,
// dictionaries and types, several on one op, the same attribute on many ops
// (remembered as clean only when it holds none), nested symbol tables, and
// unregistered ops that may be symbol tables. NearestSymbolTable must give
// SymbolTable::getNearestSymbolTable's answer for every op, and resolve
// calls as resolveCallableInTable does, whatever order it is asked in.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/ScopedPrinter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace mlir;

namespace {

using UseList = std::vector<std::pair<Operation *, std::string>>;

/// The uses as (user, printed reference), in walk order.
static UseList fromUpstream(Region &region) {
  UseList list;
  auto uses = SymbolTable::getSymbolUses(&region);
  for (const SymbolTable::SymbolUse &use : *uses)
    list.emplace_back(use.getUser(), llvm::to_string(use.getSymbolRef()));
  return list;
}

static UseList fromWalker(Region &region) {
  UseList list;
  auto uses = reclaim::getSymbolUses(region);
  EXPECT_TRUE(uses.has_value());
  if (!uses)
    return list;
  for (const SymbolTable::SymbolUse &use : *uses)
    list.emplace_back(use.getUser(), llvm::to_string(use.getSymbolRef()));
  return list;
}

class SymbolUsesTest : public ::testing::Test {
protected:
  SymbolUsesTest() {
    context.loadDialect<func::FuncDialect, memref::MemRefDialect,
                        scf::SCFDialect>();
    context.allowUnregisteredDialects();
  }

  OwningOpRef<ModuleOp> parse(llvm::StringRef source) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module) << "could not parse the test input";
    return module;
  }

  MLIRContext context;
};

TEST_F(SymbolUsesTest, SameUsesAsUpstream) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func private @a()
    func.func private @b()
    func.func private @c()
    "test.table"() {entries = [@a, [@b, {key = @c}]], plain = 3 : i32} : () -> ()
    func.func @user() {
      %f = func.constant @a : () -> ()
      func.call @b() : () -> ()
      "test.op"() {x = 1 : i32} : () -> ()
      "test.op"() {x = 1 : i32} : () -> ()
      "test.op"() {x = 1 : i32, y = @c} : () -> ()
      "test.op"() {x = 1 : i32, y = @c} : () -> ()
      "test.op"() {t = tensor<4xf32, @a>} : () -> ()
      "test.op"() {x = 1 : i32} : () -> ()
      "test.op"() {n = @outer::@inner} : () -> ()
      func.call @b() {tag = @b, list = [@b, @c]} : () -> ()
      "test.op"() {tag = @b} : () -> ()
      "test.op"() {p = [@c], q = {r = @c}} : () -> ()
      scf.execute_region {
        "test.op"() {z = @b} : () -> ()
        scf.yield
      }
      return
    }
    module @nested {
      func.func private @inner()
      func.func @f() {
        func.call @inner() : () -> ()
        return
      }
    }
  )mlir");
  ASSERT_TRUE(module);
  Region &body = module->getBodyRegion();
  ASSERT_TRUE(SymbolTable::getSymbolUses(&body).has_value());
  UseList expected = fromUpstream(body);
  // The test input must exercise what it claims to.
  EXPECT_GE(expected.size(), 13u);
  EXPECT_EQ(fromWalker(body), expected);
}

TEST_F(SymbolUsesTest, PropertiesAskedOneByOne) {
  // Inherent attributes stored as properties (a callee, a global's name),
  // segment sizes, discardable attributes sorted before and after the
  // inherent ones, and an unregistered op's properties: listed as by
  // upstream, which builds each op's whole dictionary.
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    memref.global "private" @g : memref<4xf32> = dense<0.0>
    func.func private @b()
    func.func private @c()
    func.func @user(%n: index) {
      %m = memref.get_global @g : memref<4xf32>
      %t = memref.get_global @g : memref<4xf32> {tag = @c}
      %a = memref.alloc(%n) : memref<?xf32>
      %d = memref.alloc(%n) {alloc_tag = @b} : memref<?xf32>
      func.call @b() {a_tag = @c} : () -> ()
      func.call @b() {z_tag = @c} : () -> ()
      "test.op"() <{p = @c}> {q = @b} : () -> ()
      return
    }
  )mlir");
  ASSERT_TRUE(module);
  Region &body = module->getBodyRegion();
  ASSERT_TRUE(SymbolTable::getSymbolUses(&body).has_value());
  UseList expected = fromUpstream(body);
  EXPECT_GE(expected.size(), 9u);
  EXPECT_EQ(fromWalker(body), expected);
}

TEST_F(SymbolUsesTest, UnknownSymbolTableStopsTheWalk) {
  // An unregistered op with one region may be a symbol table: its uses
  // cannot be listed, and neither API lists any.
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func private @a()
    func.func @user() {
      "test.scope"() ({
        "test.op"() {y = @a} : () -> ()
      }) : () -> ()
      return
    }
  )mlir");
  ASSERT_TRUE(module);
  Region &body = module->getBodyRegion();
  EXPECT_FALSE(SymbolTable::getSymbolUses(&body).has_value());
  EXPECT_FALSE(reclaim::getSymbolUses(body).has_value());
}

TEST_F(SymbolUsesTest, OperationVariantIncludesItsOwnAttributes) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func private @a()
    func.func @user() attributes {keep = @a} {
      return
    }
  )mlir");
  ASSERT_TRUE(module);
  Operation *user = &*std::next(module->getBody()->begin());
  std::vector<std::string> refs;
  ASSERT_TRUE(reclaim::SymbolUseWalker().walk(
      user, [&](Operation *, SymbolRefAttr ref) {
        refs.push_back(llvm::to_string(ref));
      }));
  EXPECT_EQ(refs, std::vector<std::string>{"@a"});
}

TEST_F(SymbolUsesTest, NearestSymbolTableAsUpstream) {
  // Nested modules (one inside a function, under an scf.if), a symbol
  // defined twice at different levels (each call resolves to its own
  // module's), and an unregistered op with one region under which upstream
  // finds no symbol table.
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func private @a()
    func.func @outer(%c: i1) {
      func.call @a() : () -> ()
      scf.if %c {
        builtin.module {
          func.func private @a()
          func.func @inner(%d: i1) {
            scf.if %d {
              func.call @a() : () -> ()
            }
            return
          }
        }
        func.call @a() : () -> ()
      }
      "test.scope"() ({
        "test.op"() : () -> ()
      }) : () -> ()
      return
    }
  )mlir");
  ASSERT_TRUE(module);
  std::vector<Operation *> ops;
  module->walk([&](Operation *op) { ops.push_back(op); });
  // Innermost first, outermost first, and every other op: the remembered
  // answers of the first queries serve the later ones.
  for (int order = 0; order < 3; ++order) {
    reclaim::NearestSymbolTable nearest;
    SymbolTableCollection tables;
    std::vector<Operation *> asked = ops;
    if (order == 1)
      std::reverse(asked.begin(), asked.end());
    if (order == 2)
      std::stable_partition(asked.begin(), asked.end(), [&](Operation *op) {
        return (std::find(ops.begin(), ops.end(), op) - ops.begin()) % 2;
      });
    unsigned calls = 0, resolved = 0;
    for (Operation *op : asked) {
      EXPECT_EQ(nearest.get(op), SymbolTable::getNearestSymbolTable(op));
      if (auto call = dyn_cast<CallOpInterface>(op)) {
        ++calls;
        Operation *callee = nearest.resolveCallable(call, tables);
        EXPECT_EQ(callee, call.resolveCallableInTable(&tables));
        resolved += callee != nullptr;
      }
    }
    EXPECT_EQ(calls, 3u);
    EXPECT_EQ(resolved, 3u);
  }
}

} // namespace
