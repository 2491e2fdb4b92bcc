//===- TestPasses.cpp - Registration of Reclaim's test-only passes --------===//
//
// Test passes print analysis results for lit tests; they are registered in
// reclaim-opt only, never in the plugin or the pipelines.
//
//===----------------------------------------------------------------------===//

namespace reclaim::test {
void registerTestEscapeAnalysisPass();

void registerTestPasses() { registerTestEscapeAnalysisPass(); }
} // namespace reclaim::test
