// Engine-only stand-in for `tq-parent calendar events --format json`, compiled by
// Scripts/bench-calendar.sh straight from the CalendarIO sources (used when the app command is
// not built yet, and to show the engine's share of the app's time).
// usage: calio_query FILE FROM TO
import Domain
import Foundation

let args = CommandLine.arguments
guard args.count == 4, let from = LocalDate(args[2]), let to = LocalDate(args[3]) else {
  FileHandle.standardError.write(Data("usage: calio_query FILE FROM TO\n".utf8))
  exit(64)
}
let zone = TimeZone.current
do {
  let result = try await CalendarReader(localZone: zone).read(
    args[1], window: DateWindow(from: from, through: to, in: zone))
  // RFC 3339 with the local offset, formatted by hand (ISO8601DateFormatter costs microseconds per call).
  func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
  func time(_ t: CalendarEvent.Time) -> String {
    switch t {
    case .date(let d): return "\"\(d)\""
    case .instant(let i):
      let offset = zone.secondsFromGMT(for: i)
      let local = Int(i.timeIntervalSince1970.rounded(.down)) + offset
      let days = Int((Double(local) / 86_400).rounded(.down))
      let sod = local - days * 86_400
      let off = abs(offset) / 60
      return "\"\(LocalDate(daysSinceEpoch: days))T\(two(sod / 3600)):\(two(sod / 60 % 60)):\(two(sod % 60))"
        + "\(offset < 0 ? "-" : "+")\(two(off / 60)):\(two(off % 60))\""
    }
  }
  // JSON written straight into a byte buffer: the runner should cost little next to the engine.
  var out: [UInt8] = []
  out.reserveCapacity(result.events.count * 200 + 4)
  func put(_ s: String) { out.append(contentsOf: s.utf8) }
  func quote(_ s: String) {
    out.append(0x22)
    for b in s.utf8 {
      switch b {
      case 0x22: out.append(contentsOf: [0x5C, 0x22])
      case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
      case 0..<0x20: put(String(format: "\\u%04x", Int(b)))
      default: out.append(b)
      }
    }
    out.append(0x22)
  }
  put("[")
  for (i, e) in result.events.enumerated() {
    put(i > 0 ? ",\n  {\"uid\":" : "\n  {\"uid\":")
    quote(e.uid)
    put(",\"title\":")
    quote(e.title)
    put(",\"allDay\":\(e.isAllDay),\"start\":\(time(e.start)),\"end\":\(time(e.end)),\"calendar\":")
    quote(e.calendarTitle)
    put(",\"status\":\"\(e.status.rawValue)\"}")
  }
  put("\n]\n")
  FileHandle.standardOutput.write(Data(out))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(error.exitCode)
}
