import Testing

@testable import CalendarIO

/// Issue 23: khal's and vdirsyncer's configs name their folders as a shell would, with `~`,
/// `$HOME` or `${HOME}`; only `~` had a test.
@Suite("calendar discover: the home in a config's paths")
struct DiscoveryHomeTests {
  @Test("~, $HOME and ${HOME} are the home; any other path is left as written")
  func homeSpellings() {
    let discovery = CalendarDiscovery(home: "/home/maya", variables: [:])
    #expect(discovery.expanded("~") == "/home/maya")
    #expect(discovery.expanded("~/calendars") == "/home/maya/calendars")
    #expect(discovery.expanded("$HOME/calendars") == "/home/maya/calendars")
    #expect(discovery.expanded("${HOME}/calendars") == "/home/maya/calendars")
    #expect(discovery.expanded("/srv/calendars") == "/srv/calendars")
    #expect(discovery.expanded("~anna/calendars") == "~anna/calendars")
  }
}
