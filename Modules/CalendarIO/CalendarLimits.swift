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
  /// Most values in one RDATE/EXDATE list or BYxxx part.
  public var maxListValues: Int
  /// Deepest component nesting accepted.
  public var maxNesting: Int

  public init(
    maxFileBytes: Int = 64 << 20,
    maxOccurrencesPerSeries: Int = 10_000,
    maxIterationsWithoutHit: Int = 50_000,
    maxIterationsPerSeries: Int = 1_000_000,
    maxEventsPerDocument: Int = 1_000_000,
    maxListValues: Int = 10_000,
    maxNesting: Int = 64
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxOccurrencesPerSeries = maxOccurrencesPerSeries
    self.maxIterationsWithoutHit = maxIterationsWithoutHit
    self.maxIterationsPerSeries = maxIterationsPerSeries
    self.maxEventsPerDocument = maxEventsPerDocument
    self.maxListValues = maxListValues
    self.maxNesting = maxNesting
  }

  /// The defaults: 64 MiB files, 10 000 occurrences per series and query.
  public static let standard = CalendarLimits()
}
