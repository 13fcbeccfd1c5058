import Foundation
import TestSupport
import Testing

/// `tq-parent calendar discover` (issue 26) on a home laid out as Evolution (and GNOME Calendar),
/// khal, vdirsyncer and Thunderbird leave it, each file written from the program's documented
/// format: Evolution's GLib key files, khal's ConfigObj, vdirsyncer's INI with JSON values, and
/// Thunderbird's `profiles.ini` and `prefs.js`.
@Suite("calendar discover finds the calendars other programs keep, and connects the chosen ones")
struct DiscoverEndToEndTests {
  /// The secret parts of the web calendars' addresses, which only settings.json may hold.
  static let secrets = ["0123456789abcdef0123456789abcdef", "s3cr3tT0ken"]

  static func event(_ uid: String, _ summary: String) -> String {
    "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART;VALUE=DATE:20260914\r\nSUMMARY:\(summary)\r\nEND:VEVENT\r\n"
  }

  static func calendar(_ name: String?, _ events: [String]) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + (name.map { "X-WR-CALNAME:\($0)\r\n" } ?? "")
      + events.joined() + "END:VCALENDAR\r\n"
  }

  /// The user's home as the programs leave it.
  static func makeHome() throws -> TemporaryDirectory {
    let home = try TemporaryDirectory()
    // Evolution: a local calendar made in GNOME Calendar, the built-in "Personal" one, a web
    // calendar in the newer layout (host and path apart), the birthdays calendar and an address
    // book (neither a calendar to read).
    try home.write(
      ".config/evolution/sources/1f6e0c9a2b.source",
      """
      [Data Source]
      DisplayName=Family
      Enabled=true
      Parent=local-stub

      [Calendar]
      BackendName=local
      Color=#62a0ea
      Selected=true
      """)
    try home.write(
      ".local/share/evolution/calendar/1f6e0c9a2b/calendar.ics",
      calendar(nil, [event("f1", "Grandma visits"), event("f2", "Dentist")]))
    try home.write(".local/share/evolution/calendar/system/calendar.ics", calendar(nil, [event("p1", "Haircut")]))
    try home.write(
      ".config/evolution/sources/8d2e4c1b77.source",
      """
      [Data Source]
      DisplayName=School\\sholidays
      Enabled=true
      Parent=webcal-stub

      [Authentication]
      Host=calendar.google.com
      Method=none
      Port=443
      ProxyUid=system-proxy
      RememberPassword=true
      User=
      CredentialName=
      IsExternal=false

      [Security]
      Method=tls

      [WebDAV Backend]
      AvoidIfmatch=false
      CalendarAutoSchedule=false
      Color=
      DisplayName=
      EmailAddress=
      ResourcePath=/calendar/ical/maple%40group.calendar.google.com/private-\(secrets[0])/basic.ics
      ResourceQuery=
      SslTrust=
      Timeout=90

      [Calendar]
      BackendName=webcal
      Color=#B85450
      Selected=true

      [Refresh]
      Enabled=true
      IntervalMinutes=30
      """)
    try home.write(
      ".config/evolution/sources/birthdays.source",
      "[Data Source]\nDisplayName=Birthdays & Anniversaries\nParent=contacts-stub\n\n[Calendar]\nBackendName=contacts\n"
    )
    try home.write(
      ".config/evolution/sources/system-address-book.source",
      "[Data Source]\nDisplayName=Personal\n\n[Address Book]\nBackendName=local\n")

    // khal: one calendar by path, a glob of vdirs, and a birthdays address book.
    try home.write(
      ".config/khal/config",
      """
      [calendars]

        [[school]]
          path = ~/.calendars/school/
          type = calendar
          color = dark green

        [[others]]
          path = "~/.local/share/khal/calendars/*"   # every vdir there
          type = discover

        [[birthdays]]
          path = ~/.contacts/family/
          type = birthdays

      [locale]
      timeformat = %H:%M
      dateformat = %Y-%m-%d
      """)
    try home.write(".calendars/school/displayname", "Maple Grove Elementary\n")
    for (index, title) in ["First day", "Picture day", "Winter Break"].enumerated() {
      try home.write(".calendars/school/s\(index).ics", calendar(nil, [event("s\(index)", title)]))
    }
    try home.write(".local/share/khal/calendars/piano/displayname", "Piano lessons")
    try home.write(".local/share/khal/calendars/piano/p.ics", calendar(nil, [event("k1", "Lesson")]))
    try home.write(".local/share/khal/calendars/club/a.ics", calendar(nil, [event("c1", "Match"), event("c2", "Cup")]))

    // vdirsyncer: the same folder of collections as a filesystem storage, a CalDAV storage (its
    // server is vdirsyncer's business) and an address book.
    try home.write(
      ".config/vdirsyncer/config",
      """
      [general]
      status_path = "~/.vdirsyncer/status/"

      [pair family_calendar]
      a = "family_calendar_local"
      b = "family_calendar_remote"
      collections = ["from a", "from b"]

      [storage family_calendar_local]
      type = "filesystem"
      path = "~/.calendars/"
      fileext = ".ics"

      [storage family_calendar_remote]
      type = "caldav"
      url = "https://dav.example.org/"
      username = "anna"

      [storage contacts_local]
      type = "filesystem"
      path = "~/.contacts/"
      fileext = ".vcf"
      """)
    try home.write(".calendars/work/displayname", "Work")
    try home.write(".calendars/work/w.ics", calendar(nil, [event("w1", "Standup")]))
    try home.write(".contacts/family/displayname", "Family contacts")

    // Thunderbird: profiles.ini naming the profile, and its prefs.js with a subscribed feed, a
    // CalDAV calendar and a calendar kept in Thunderbird's own database.
    try home.write(
      ".thunderbird/profiles.ini",
      """
      [Profile0]
      Name=default-release
      IsRelative=1
      Path=x1y2z3ab.default-release
      Default=1

      [General]
      StartWithLastProfile=1
      Version=2
      """)
    try home.write(
      ".thunderbird/x1y2z3ab.default-release/prefs.js",
      """
      // Mozilla User Preferences
      user_pref("calendar.list.sortOrder", "ab12 cd34 ef56");
      user_pref("calendar.registry.ab12.cache.enabled", true);
      user_pref("calendar.registry.ab12.name", "Soccer club");
      user_pref("calendar.registry.ab12.type", "ics");
      user_pref("calendar.registry.ab12.uri", "https://club.example.org/feed.ics?token=\(secrets[1])");
      user_pref("calendar.registry.cd34.name", "Home");
      user_pref("calendar.registry.cd34.type", "storage");
      user_pref("calendar.registry.cd34.uri", "moz-storage-calendar://");
      user_pref("calendar.registry.ef56.name", "Nextcloud");
      user_pref("calendar.registry.ef56.type", "caldav");
      user_pref("calendar.registry.ef56.uri", "https://cloud.example.org/remote.php/dav/calendars/anna/personal/");
      user_pref("calendar.registry.ef56.username", "anna");
      """)

    // The download folder named in user-dirs.dirs, with a school's term dates and something else.
    try home.write(
      ".config/user-dirs.dirs", "# written by xdg-user-dirs-update\nXDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n")
    try home.write(
      "Téléchargements/term.ics",
      calendar("Term dates", (1...4).map { event("t\($0)", "Term \($0)") }))
    try home.write("Téléchargements/notes.txt", "BEGIN:VEVENT\n")
    return home
  }

  struct Row: Equatable {
    var title: String
    var kind: String
    var foundBy: [String]
    var events: Int?
  }

  static func rows(_ json: String) throws -> [[String: Any]] {
    try #require(try parseJSON(json) as? [[String: Any]])
  }

  @Test("each program's calendars, once each, with counts, masked addresses and nothing stored")
  func lists() throws {
    let user = try Self.makeHome()
    let household = try HouseholdFixture()
    let result = try Executable("tq-parent").run(
      ["calendar", "discover", "--format", "json", "--home", household.home.path], environment: ["HOME": user.path])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try Self.rows(result.stdout)
    let seen = rows.map {
      Row(
        title: $0["title"] as? String ?? "", kind: $0["kind"] as? String ?? "",
        foundBy: $0["foundBy"] as? [String] ?? [],
        events: $0["events"] as? Int)
    }
    #expect(
      seen == [
        Row(title: "Family", kind: "file", foundBy: ["Evolution"], events: 2),
        Row(title: "Personal", kind: "file", foundBy: ["Evolution"], events: 1),
        Row(title: "School holidays", kind: "feed", foundBy: ["Evolution"], events: nil),
        Row(title: "Maple Grove Elementary", kind: "folder", foundBy: ["khal", "vdirsyncer", "folder"], events: 3),
        Row(title: "club", kind: "folder", foundBy: ["khal"], events: 2),
        Row(title: "Piano lessons", kind: "folder", foundBy: ["khal"], events: 1),
        Row(title: "Work", kind: "folder", foundBy: ["vdirsyncer", "folder"], events: 1),
        Row(title: "Soccer club", kind: "feed", foundBy: ["Thunderbird"], events: nil),
        Row(title: "Nextcloud", kind: "caldav", foundBy: ["Thunderbird"], events: nil),
        Row(title: "Term dates", kind: "file", foundBy: ["downloads"], events: 4),
      ])
    #expect(rows.map { $0["number"] as? Int } == Array(1...10))
    #expect(rows.allSatisfy { $0["connected"] is NSNull })
    #expect(
      Set(rows.flatMap { Array($0.keys) }) == ["number", "title", "location", "kind", "foundBy", "events", "connected"])
    let locations = rows.map { $0["location"] as? String ?? "" }
    #expect(locations[0] == user.path + "/.local/share/evolution/calendar/1f6e0c9a2b/calendar.ics")
    #expect(locations[2] == "https://calendar.google.com/…/private-****/basic.ics")
    #expect(locations[3] == user.path + "/.calendars/school")
    #expect(locations[7] == "https://club.example.org/feed.ics?token=****")
    #expect(locations[8] == "caldavs://cloud.example.org/remote.php/dav/calendars/anna/personal/")

    let text = try Executable("tq-parent").run(
      ["calendar", "discover", "--home", household.home.path], environment: ["HOME": user.path])
    #expect(text.status == 0)
    #expect(text.stdout.contains(" 4  Maple Grove Elementary  (khal, vdirsyncer, folder)"), "\(text.stdout)")
    #expect(text.stdout.contains("3 events · not connected"))
    #expect(text.stdout.contains("not read (on the network) · not connected"))
    #expect(text.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.contains("/") }, "\(text.stdout)")
    for secret in Self.secrets { #expect(!(result.stdout + text.stdout + text.stderr).contains(secret)) }
    // Listing stores nothing: no settings file is written.
    #expect(!FileManager.default.fileExists(atPath: household.home.path + "/config/settings.json"))
  }

  @Test("--add connects by number as calendar add does; --add all the rest; a wrong number changes nothing")
  func adds() throws {
    let user = try Self.makeHome()
    let household = try HouseholdFixture()
    func discover(_ arguments: String...) throws -> Executable.Result {
      try Executable("tq-parent").run(
        ["calendar", "discover"] + arguments + ["--home", household.home.path], environment: ["HOME": user.path])
    }
    let wrong = try discover("--add", "2", "11")
    #expect(wrong.status == 64, "\(wrong.stderr)")
    #expect(wrong.stderr.contains("--add 11 names no calendar: the list runs from 1 to 10"), "\(wrong.stderr)")
    #expect(!FileManager.default.fileExists(atPath: household.home.path + "/config/settings.json"))
    #expect(try discover("--add", "two").status == 64)

    let added = try discover("--add", "4", "3")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      added.stdout.contains(
        "Connected School holidays as 'school-holidays': https://calendar.google.com/…/private-****/basic.ics"),
      "\(added.stdout)")
    #expect(
      added.stdout.contains(
        "Connected Maple Grove Elementary as 'maple-grove-elementary': \(user.path)/.calendars/school"))
    #expect(added.stdout.contains("nothing is read until 'tq-parent calendar enable'"))
    let status = try household.parent("calendar", "status")
    #expect(status.stdout.contains("maple-grove-elementary (Maple Grove Elementary): \(user.path)/.calendars/school"))

    var rows = try Self.rows(try discover("--format", "json").stdout)
    #expect(
      rows.map { $0["connected"] as? String } == [nil, nil, "school-holidays", "maple-grove-elementary"]
        + Array(repeating: nil, count: 6))

    let again = try discover("--add", "4")
    #expect(again.status == 0)
    #expect(again.stderr.contains("4 is already connected as 'maple-grove-elementary'"))

    let all = try discover("--add", "all", "--format", "json")
    #expect(all.status == 0, "\(all.stderr)")
    rows = try Self.rows(all.stdout)
    #expect(rows.allSatisfy { $0["connected"] is String }, "\(all.stdout)")
    let settings = try String(contentsOfFile: household.home.path + "/config/settings.json", encoding: .utf8)
    // The user name Thunderbird keeps comes along; the secrets are kept here only; no event is.
    let parsed = try #require(try parseJSON(settings) as? [String: Any])
    let sources = try #require((parsed["calendar"] as? [String: Any])?["sources"] as? [[String: Any]])
    #expect(sources.count == 10)
    let nextcloud = try #require(sources.first { $0["name"] as? String == "Nextcloud" })
    #expect(nextcloud["user"] as? String == "anna")
    #expect(nextcloud["location"] as? String == "caldavs://cloud.example.org/remote.php/dav/calendars/anna/personal/")
    for secret in Self.secrets {
      #expect(settings.contains(secret))
      #expect(!(all.stdout + all.stderr).contains(secret))
    }
    for title in ["Grandma visits", "Haircut", "Winter Break", "Term 3", "Standup"] {
      #expect(!settings.contains(title))
    }
  }

  @Test("a home with no calendar program: an empty list, and how to connect one by hand")
  func empty() throws {
    let user = try TemporaryDirectory()
    let household = try HouseholdFixture()
    let text = try Executable("tq-parent").run(
      ["calendar", "discover", "--home", household.home.path], environment: ["HOME": user.path])
    #expect(text.status == 0)
    #expect(text.stdout.contains("No calendar was found on this machine"))
    let json = try Executable("tq-parent").run(
      ["calendar", "discover", "--format", "json", "--home", household.home.path], environment: ["HOME": user.path])
    #expect(try Self.rows(json.stdout).isEmpty)
    let add = try Executable("tq-parent").run(
      ["calendar", "discover", "--add", "1", "--home", household.home.path], environment: ["HOME": user.path])
    #expect(add.status == 64)
    #expect(add.stderr.contains("none was found on this machine"))
  }
}
