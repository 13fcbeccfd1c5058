import Foundation

/// The machine's processors, read here rather than in Domain: the engine and the parser are told
/// how wide to go, so their results never depend on the machine.
public enum Processors {
  /// How many pieces work is cut into: one per core, at most 8 (more would cost more in threads
  /// and joining than a calendar's work gains). Read once, when first asked.
  public static let parallelWidth = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)
}
