import Testing

@testable import CalendarIO

/// The readers of other programs' configuration, on the corners of their documented syntax that a
/// whole fake home (`DiscoverEndToEndTests`) does not reach.
@Suite("Reading Evolution's, khal's, vdirsyncer's and Thunderbird's files for calendar names and places")
struct DiscoveryFormatsTests {
  @Test("a GLib key file: escapes undone, localised keys and comments left, groups apart")
  func keyFile() {
    let groups = DiscoveryFormats.keyFile(
      "# a comment\n[Data Source]\nDisplayName=Kids\\sSchool\\\\Club\nDisplayName[de]=Kinder\n\n[Calendar]\nBackendName = webcal\n"
    )
    #expect(groups["Data Source"]?["DisplayName"] == "Kids School\\Club")
    #expect(groups["Calendar"]?["BackendName"] == "webcal")
    #expect(groups["Data Source"]?.count == 1)
  }

  @Test("Evolution's web address: ResourceUri when written, else host, port, security and path put together")
  func evolutionAddress() {
    #expect(
      CalendarDiscovery.evolutionAddress([
        "WebDAV Backend": ["ResourceUri": "webcal://example.org/a.ics", "ResourcePath": "/other"]
      ]) == "webcal://example.org/a.ics")
    #expect(
      CalendarDiscovery.evolutionAddress([
        "Authentication": ["Host": "example.org", "Port": "8080"], "Security": ["Method": "none"],
        "WebDAV Backend": ["ResourcePath": "cal.ics", "ResourceQuery": "k=v"],
      ]) == "http://example.org:8080/cal.ics?k=v")
    #expect(
      CalendarDiscovery.evolutionAddress([
        "Authentication": ["Host": "example.org", "Port": "443"], "Security": ["Method": "tls"],
        "WebDAV Backend": ["ResourcePath": "/cal.ics"],
      ]) == "https://example.org/cal.ics")
    #expect(CalendarDiscovery.evolutionAddress(["WebDAV Backend": ["ResourcePath": "/x"]]) == nil)
  }

  @Test("khal's ConfigObj: only [calendars]' subsections, quotes and trailing comments, type defaulting to calendar")
  func khal() {
    let calendars = DiscoveryFormats.khalCalendars(
      """
      [calendars]
      [[home]]
      path = '~/cal/home'  # mine
      [[all]]
      path = "~/cal/#shared/*"
      type = discover
      [sqlite]
      path = ~/.local/share/khal/khal.db
      [default]
        [[not a calendar]]
        path = /nowhere
      """)
    #expect(
      calendars == [
        .init(name: "home", path: "~/cal/home", type: "calendar"),
        .init(name: "all", path: "~/cal/#shared/*", type: "discover"),
      ])
  }

  @Test("vdirsyncer: filesystem storages with their JSON strings; other storages and sections left")
  func vdirsyncer() {
    let storages = DiscoveryFormats.vdirsyncerStorages(
      """
      [general]
      status_path = "~/.vdirsyncer/status/"
      [storage local]
      type = "filesystem"
      path = "~/.calendars/"
      fileext = ".ics"
      [storage remote]
      type = "caldav"
      url = "https://dav.example.org/"
      """)
    #expect(storages == [.init(name: "local", path: "~/.calendars/", fileExtension: ".ics")])
  }

  @Test("prefs.js: registry entries by id, escaped quotes, entries without a uri or type left out")
  func thunderbird() {
    let calendars = DiscoveryFormats.thunderbirdCalendars(
      """
      user_pref("calendar.registry.a.name", "The \\"Big\\" Club, 2026");
      user_pref("calendar.registry.a.uri", "https://example.org/a.ics");
      user_pref("calendar.registry.a.type", "ics");
      user_pref("calendar.registry.a.refreshInterval", "30");
      user_pref("calendar.registry.b.name", "Half made");
      user_pref("mail.server.server1.name", "x");
      """)
    #expect(
      calendars == [.init(id: "a", name: "The \"Big\" Club, 2026", uri: "https://example.org/a.ics", type: "ics")])
  }

  @Test("profiles.ini paths relative or absolute; user-dirs.dirs' download folder with $HOME")
  func places() {
    #expect(
      DiscoveryFormats.thunderbirdProfiles(
        "[Profile1]\nPath=/srv/tb\nIsRelative=0\n[Profile0]\nPath=ab.default\nIsRelative=1\n[General]\nVersion=2\n",
        folder: "/h/.thunderbird") == ["/h/.thunderbird/ab.default", "/srv/tb"])
    #expect(DiscoveryFormats.downloadFolder("XDG_DOWNLOAD_DIR=\"$HOME/Downloads\"\n", home: "/h") == "/h/Downloads")
    #expect(DiscoveryFormats.downloadFolder("XDG_DOWNLOAD_DIR=\"relative\"\n", home: "/h") == nil)
  }
}
