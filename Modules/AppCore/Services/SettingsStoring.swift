import Settings
import Synchronization

/// Loads and saves the parent's settings.
public protocol SettingsStoring: Sendable {
  func load() throws -> AppSettings
  func save(_ settings: AppSettings) throws
  /// Load, change, save, with no other update in between.
  @discardableResult
  func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings
}

extension SettingsStore: SettingsStoring {}

/// Settings held in memory, for tests.
public final class InMemorySettingsStore: SettingsStoring {
  private let state: Mutex<AppSettings>
  public init(_ settings: AppSettings = AppSettings()) { state = Mutex(settings) }
  public func load() throws -> AppSettings { state.withLock { $0 } }
  public func save(_ settings: AppSettings) throws { state.withLock { $0 = settings } }
  public func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings {
    try state.withLock { current in
      var copy = current
      try body(&copy)
      current = copy
      return copy
    }
  }
}
