import Domain
import Testing

@Suite("Secret calendar addresses are masked wherever they are shown")
struct SecretMaskTests {
  @Test("a Google secret address in iCal format: the private token and the owner's address before it")
  func google() {
    let address =
      "https://calendar.google.com/calendar/ical/maple.family%40gmail.com/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics"
    #expect(SecretMask.location(address) == "https://calendar.google.com/…/private-****/basic.ics")
  }

  @Test("Google's public holiday calendar keeps its shape (no private segment, no token)")
  func googlePublic() {
    let address =
      "https://calendar.google.com/calendar/ical/en.usa%23holiday%40group.v.calendar.google.com/public/basic.ics"
    #expect(SecretMask.location(address) == address)
  }

  @Test("user:password in the address: the password; a lone user part, which may be a token, whole")
  func userInfo() {
    #expect(
      SecretMask.location("https://anna:hunter2@dav.example.org/cal/") == "https://anna:****@dav.example.org/cal/")
    #expect(SecretMask.location("https://ghp7Tq2x@dav.example.org/cal.ics") == "https://****@dav.example.org/cal.ics")
    #expect(SecretMask.location("webcal://anna:p%40ss@host:8443/a") == "webcal://anna:****@host:8443/a")
  }

  @Test("every query value and a fragment, whatever the key is called")
  func query() {
    #expect(
      SecretMask.location("https://school.example/feed.ics?token=s3cr3tV4lue&lang=en&flag")
        == "https://school.example/feed.ics?token=****&lang=****&****")
    #expect(
      SecretMask.location("https://school.example/feed.ics?key=&x#k=abc")
        == "https://school.example/feed.ics?key=&****#****")
    #expect(SecretMask.location("https://school.example/feed.ics?") == "https://school.example/feed.ics?")
  }

  @Test("Outlook's published calendar: the mailbox's id and the token")
  func outlook() {
    let address =
      "https://outlook.office365.com/owa/calendar/8f2d1a3c4b5e4f708192a3b4c5d6e7f8@district.org/"
      + "a1b2c3d4e5f60718293a4b5c6d7e8f90123456789/calendar.ics"
    #expect(
      SecretMask.location(address) == "https://outlook.office365.com/owa/calendar/****@district.org/****/calendar.ics")
    let dashed =
      "https://outlook.office365.com/owa/calendar/8f2d1a3c-4b5e-4f70-8192-a3b4c5d6e7f8@district.org/x/calendar.ics"
    #expect(
      SecretMask.location(dashed) == "https://outlook.office365.com/owa/calendar/****@district.org/x/calendar.ics")
  }

  @Test("iCloud's public link (webcal): the token, not the host's partition")
  func iCloud() {
    let address = "webcal://p123-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Nh9xQmVyZ3dLc2hPQXpwS0t6Ug"
    #expect(SecretMask.location(address) == "webcal://p123-caldav.icloud.com/published/2/****")
  }

  @Test(
    "a plain district feed, dated paths and words stay as they are",
    arguments: [
      "https://www.district.org/calendar.ics", "http://schools.example.net/2025-2026-school-year.ics",
      "webcals://www.maple-grove-elementary.org/events/calendar/feed.ics", "https://a.example/cal/term_1_2026.ics",
    ])
  func plain(address: String) {
    #expect(SecretMask.location(address) == address)
  }

  @Test(
    "file paths, folders and built-in holidays are never touched, however random they look",
    arguments: [
      "/home/anna/cal/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics", "/tmp/8f2d1a3c4b5e4f708192a3b4c5d6e7f8.ics",
      "relative/dir/", "holidays:US-CA", "-", "C:\\cal.ics",
    ])
  func paths(path: String) {
    #expect(SecretMask.location(path) == path)
  }

  @Test("masking twice gives what masking once did")
  func idempotent() {
    for address in [
      "https://calendar.google.com/calendar/ical/x%40gmail.com/private-0a1b2c3d4e5f6071/basic.ics",
      "https://anna:hunter2@dav.example.org/cal/?t=1", "webcal://p1-caldav.icloud.com/published/2/Ab12Cd34Ef56Gh78Ij90",
    ] {
      let once = SecretMask.location(address)
      #expect(SecretMask.location(once) == once)
      #expect(once != address)
    }
  }

  @Test("every address inside a message is masked; the words around it and its closing punctuation stay")
  func text() {
    let message =
      "calendar unavailable: 'https://anna:hunter2@dav.example.org/c?token=abc' (https://x.example/private-Zz9/basic.ics)."
    #expect(
      SecretMask.text(message)
        == "calendar unavailable: 'https://anna:****@dav.example.org/c?token=****' (https://x.example/private-****/basic.ics)."
    )
    #expect(
      SecretMask.text("/home/anna/private-x/basic.ics does not exist")
        == "/home/anna/private-x/basic.ics does not exist")
    #expect(SecretMask.text("Unexpected argument ://x") == "Unexpected argument ://x")
  }
}
