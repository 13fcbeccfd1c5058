import Domain
import Foundation

/// What `tq-notify --once` remembers: which day was delivered to whom through which sink, and a
/// fingerprint of what was said. Dates, players, sinks and kinds only: the fingerprint is a hash,
/// so no event title (a chip may hold one) is ever written to the state folder.
public struct DeliveryLog: Codable, Equatable, Sendable {
  public static let fileName = "deliveries.json"
  public static let version = 1
  /// Entries for days longer ago than this are dropped when the log is written.
  public static let keptDays = 60

  public struct Entry: Codable, Equatable, Sendable {
    /// The day spoken about, `YYYY-MM-DD`.
    public var date: String
    public var relative: RelativeDay
    /// The player as stored; nil for the household.
    public var player: String?
    public var sink: String
    public var kind: DayContext.Kind
    /// `DeliveryLog.fingerprint` of what was delivered.
    public var fingerprint: String

    public init(
      date: String, relative: RelativeDay, player: String?, sink: String, kind: DayContext.Kind, fingerprint: String
    ) {
      self.date = date
      self.relative = relative
      self.player = player
      self.sink = sink
      self.kind = kind
      self.fingerprint = fingerprint
    }

    public init(_ delivery: Delivery, sink: String) {
      self.init(
        date: delivery.context.date.description, relative: delivery.relative, player: delivery.player, sink: sink,
        kind: delivery.context.kind, fingerprint: DeliveryLog.fingerprint(of: delivery))
    }

    /// Two entries about the same delivery slot, whatever was said.
    func sameSlot(as other: Entry) -> Bool {
      date == other.date && relative == other.relative && player == other.player && sink == other.sink
    }
  }

  public var version: Int
  public var entries: [Entry]

  public init(entries: [Entry] = []) {
    version = Self.version
    self.entries = entries
  }

  /// True when this delivery, through `sink`, was already made with the same words.
  public func contains(_ delivery: Delivery, sink: String) -> Bool {
    let entry = Entry(delivery, sink: sink)
    return entries.contains { $0 == entry }
  }

  /// The log with `delivery` recorded (replacing the slot's earlier entry) and entries older than
  /// `keptDays` before `today` dropped.
  public func recording(_ delivery: Delivery, sink: String, today: LocalDate) -> DeliveryLog {
    let entry = Entry(delivery, sink: sink)
    let oldest = today.adding(days: -Self.keptDays)
    var kept = entries.filter { !$0.sameSlot(as: entry) && (LocalDate($0.date).map { $0 >= oldest } ?? false) }
    kept.append(entry)
    return DeliveryLog(entries: kept)
  }

  /// A hash of what the delivery says about the day: kind, free afternoon, rule, chip and the next
  /// change. Different when a snow day is added at 6 am; the same for a run that would say the same.
  /// FNV-1a, 64 bits: stable across runs and builds (Swift's `Hasher` is seeded per process).
  public static func fingerprint(of delivery: Delivery) -> String {
    let context = delivery.context
    let parts = [
      context.kind.rawValue, String(context.freeAfternoon), context.rule.rawValue, delivery.chip,
      context.next.map { "\($0.date) \($0.kind.rawValue) \($0.reason ?? "")" } ?? "-",
    ]
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\u{1F}").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
