/// Hard limits that keep hostile or broken input from hanging a run or exhausting memory.
public struct CalendarLimits: Sendable, Hashable {
  /// Largest calendar document read, in bytes.
  public var maxFileBytes: Int
  /// Most occurrences one series may yield for one query.
  public var maxOccurrencesPerSeries: Int
  /// Most recurrence periods examined in a row without producing an instance before a series is abandoned.
  public var maxIterationsWithoutHit: Int
  /// Most recurrence periods examined for one series in one query, hits or not.
  public var maxIterationsPerSeries: Int
  /// Most events (VEVENTs) taken from one document.
  public var maxEventsPerDocument: Int
  /// Most values in one RDATE/EXDATE list or BYxxx part, and most CATEGORIES values of one event.
  public var maxListValues: Int
  /// Deepest component nesting accepted.
  public var maxNesting: Int
  /// Longest DESCRIPTION kept, and longest CATEGORIES value, in Unicode scalars after unescaping
  /// (one per character in text without combining marks); the rest is cut. Only a few words of
  /// a description decide anything, and a hostile 10 MB description must not cost its size in
  /// memory for every event that carries it.
  public var maxNotesCharacters: Int

  public init(
    maxFileBytes: Int = 64 << 20,
    maxOccurrencesPerSeries: Int = 10_000,
    maxIterationsWithoutHit: Int = 50_000,
    maxIterationsPerSeries: Int = 1_000_000,
    maxEventsPerDocument: Int = 1_000_000,
    maxListValues: Int = 10_000,
    maxNesting: Int = 64,
    maxNotesCharacters: Int = 2_000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxOccurrencesPerSeries = maxOccurrencesPerSeries
    self.maxIterationsWithoutHit = maxIterationsWithoutHit
    self.maxIterationsPerSeries = maxIterationsPerSeries
    self.maxEventsPerDocument = maxEventsPerDocument
    self.maxListValues = maxListValues
    self.maxNesting = maxNesting
    self.maxNotesCharacters = maxNotesCharacters
  }

  /// The defaults: 64 MiB files, 10 000 occurrences per series and query, descriptions cut at 2 000 characters.
  public static let standard = CalendarLimits()
}
