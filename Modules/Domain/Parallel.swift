import Dispatch

/// Work split over the machine's cores, for the few steps that dominate a run on a large calendar
/// (parsing it, preparing its events for the rules). Results come back in order, as one thread
/// would have given them. How many pieces to cut is the caller's (Platform's `Processors`).
public enum Parallel {
  /// `body(0)` … `body(count - 1)`, run at once on as many cores as there are.
  public static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    if count <= 1 { return (0..<count).map(body) }
    let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer {
      _ = slots.deinitialize()
      slots.deallocate()
    }
    let shared = Slots(buffer: slots)
    DispatchQueue.concurrentPerform(iterations: count) { i in shared.buffer[i] = body(i) }
    // Taken out of their slots, so that each result is referenced once and can grow in place.
    return (0..<count).map { shared.buffer[$0].take()! }
  }

  /// Each call writes only its own slot, and all are done before `concurrentPerform` returns.
  private struct Slots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
  }
}
