import Testing

@testable import CalendarIO

/// The schemes of a CalDAV account's address, without a server: what is requested for what was
/// typed, and what is saved for what a server answered (`CalDAVSourceTests` reach them only through
/// real servers on http).
@Suite("A CalDAV account's address: the scheme typed, requested and saved")
struct CalDAVAddressTests {
  @Test("caldavs is requested over https and caldav over http, in any case and after blanks; https stays")
  func requested() {
    #expect(CalDAVAddress.http("caldavs://dav.example.org/u/") == "https://dav.example.org/u/")
    #expect(CalDAVAddress.http("  CalDAV://dav.example.org/u/") == "http://dav.example.org/u/")
    #expect(CalDAVAddress.http("https://dav.example.org/u/") == "https://dav.example.org/u/")
    #expect(CalDAVAddress.http("caldavsx://dav.example.org/") == "caldavsx://dav.example.org/")
  }

  @Test("an http(s) or webcal(s) address a server answered is saved as caldav(s); webcal is never saved plain")
  func saved() {
    #expect(CalDAVAddress.dav("https://dav.example.org/u/") == "caldavs://dav.example.org/u/")
    #expect(CalDAVAddress.dav("HTTP://dav.example.org/u/") == "caldav://dav.example.org/u/")
    #expect(CalDAVAddress.dav("webcal://dav.example.org/u/") == "caldavs://dav.example.org/u/")
    #expect(CalDAVAddress.dav("WebCals://dav.example.org/u/") == "caldavs://dav.example.org/u/")
    #expect(CalDAVAddress.dav("caldavs://dav.example.org/u/") == "caldavs://dav.example.org/u/")
  }

  @Test("Google's CalDAV endpoints are known by host and path, whatever scheme was typed")
  func google() {
    #expect(CalDAVAddress.isGoogle("caldavs://apidata.googleusercontent.com/caldav/v2/x/events"))
    #expect(CalDAVAddress.isGoogle("https://www.google.com/calendar/dav/x@gmail.com/events"))
    #expect(!CalDAVAddress.isGoogle("https://www.google.com/calendar/ical/x/basic.ics"))
    #expect(!CalDAVAddress.isGoogle("https://dav.example.org/caldav/"))
  }
}
