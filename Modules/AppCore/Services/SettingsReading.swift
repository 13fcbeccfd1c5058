import Settings

/// The household's settings read at most once, on first use, for one piece of work: a delivery
/// needs the saved sink, the saved player and the calendars, and each read parses the file again.
/// A failed read is kept too, so every use sees the same error the first one did.
final class SettingsReading {
  private let store: any SettingsStoring
  private var result: Result<AppSettings, any Error>?

  init(_ store: any SettingsStoring) { self.store = store }

  /// The settings, read now if this is the first use.
  /// - Throws: what reading the settings threw, every time it is asked.
  func get() throws -> AppSettings {
    if let result { return try result.get() }
    let read = Result { try store.load() }
    result = read
    return try read.get()
  }
}
