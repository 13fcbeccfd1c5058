import Foundation

/// Wall-clock time (what day it is, when a backup was made), as a dependency so tests can fix it.
/// Waiting and measuring use `AppDependencies.monotonicClock` instead, which a wall-clock jump cannot move.
public protocol AppClock: Sendable {
  func now() -> Date
}

public struct SystemClock: AppClock {
  public init() {}
  public func now() -> Date { Date() }
}

public struct FixedClock: AppClock {
  public var instant: Date
  public init(_ instant: Date) { self.instant = instant }
  public func now() -> Date { instant }
}
