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
  let result = try CalendarReader(localZone: zone).read(args[1], window: DateWindow(from: from, through: to, in: zone))
  let iso = ISO8601DateFormatter()
  iso.timeZone = zone
  iso.formatOptions = [.withInternetDateTime]
  func time(_ t: CalendarEvent.Time) -> String {
    switch t {
    case .date(let d): return "\"\(d)\""
    case .instant(let i): return "\"\(iso.string(from: i))\""
    }
  }
  func quote(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
      }
    }
    return out + "\""
  }
  var out = "["
  for (i, e) in result.events.enumerated() {
    if i > 0 { out += "," }
    out +=
      "\n  {\"uid\":\(quote(e.uid)),\"title\":\(quote(e.title)),\"allDay\":\(e.isAllDay),\"start\":\(time(e.start)),"
    out += "\"end\":\(time(e.end)),\"calendar\":\(quote(e.calendarTitle)),\"status\":\"\(e.status.rawValue)\"}"
  }
  out += "\n]\n"
  FileHandle.standardOutput.write(Data(out.utf8))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(error.exitCode)
}
