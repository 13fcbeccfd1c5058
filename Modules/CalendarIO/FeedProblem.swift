import Domain

/// Why a feed could not be read, in the parent's words, with what to do. Temporary trouble (the
/// network, a busy or failing server) is 75, so a script can try again later; refused credentials
/// 77; an address that leads to no calendar 65; a server that breaks the rules a feed is read by
/// (an untrusted certificate, a redirect loop or to plain http) 76; a network helper that cannot
/// be run 69.
public enum FeedProblem: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case cannotResolve(host: String)
  case cannotConnect(reason: String)
  case timedOut(seconds: Int)
  /// 429 or 503; `retryAfter` when the server asked for a wait longer than the fetch may last.
  case busy(status: Int, retryAfter: Int?)
  case serverFailed(status: Int)
  case truncated
  /// 401 or 403. `passwordGiven`: a password was sent, so it was the one refused.
  case refused(status: Int, passwordGiven: Bool, host: String)
  case passwordCommandFailed(reason: String)
  case gone(status: Int)
  case unexpectedStatus(status: Int)
  /// An HTML page with 200 (a login or error page); `title` is its `<title>`, whitespace collapsed.
  case webPage(title: String?)
  case notCalendar
  case tooLarge(limit: Int)
  case untrusted(reason: String)
  case redirectLoop
  case tooManyRedirects(max: Int)
  case insecureRedirect
  case badRedirect
  case badCAFile(path: String, reason: String)
  case invalidAddress(reason: String)
  /// A Google CalDAV address: Google signs CalDAV clients in with OAuth, which is out of scope.
  case googleCalDAV
  /// A CalDAV server that answered, but offers no calendar with events (task lists only, or none).
  case noEventCalendars
  /// A `caldav`/`caldavs` address where PROPFIND finds no calendar, principal or calendar home.
  case notCalDAV
  /// A CalDAV server whose answer is not the XML it must be.
  case badDAVAnswer(reason: String)
  /// The network helper `tq-fetch` is missing, cannot start or broke off: an installation matter.
  case fetchHelper(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotResolve(let host):
      return "the name \(host) could not be found; check the address and the network, or try again later"
    case .cannotConnect(let reason):
      return "could not connect (\(reason)); check the network, or try again later"
    case .timedOut(let seconds):
      return "no whole answer within \(seconds) s; try again later"
    case .busy(let status, let retryAfter):
      let wait = retryAfter.map { ", asking to wait \($0) s, longer than a read may take" } ?? ""
      return "the server is busy (HTTP \(status)\(wait)); try again later"
    case .serverFailed(let status):
      return "the server failed (HTTP \(status)); try again later"
    case .truncated:
      return "the answer broke off before its end; try again later"
    case .refused(let status, let passwordGiven, let host):
      var text =
        passwordGiven
        ? "the server refused the password (HTTP \(status)); check the user name and the password command"
        : "the server asks for a user name and password (HTTP \(status)); give them with the source"
      if host.lowercased().hasSuffix("icloud.com") {
        text += " (iCloud needs an app-specific password, made at account.apple.com)"
      }
      return text
    case .passwordCommandFailed(let reason):
      return "the password command failed (\(reason)); check that it prints the password"
    case .gone(let status):
      return "there is no calendar at this address (HTTP \(status)); check the address or remove the source"
    case .unexpectedStatus(let status):
      return "the server answered HTTP \(status), not a calendar; check the address"
    case .webPage(let title):
      let named = title.map { " (\"\($0)\")" } ?? ""
      return "this address returned a web page, not a calendar\(named); copy the calendar's own address "
        + "(its iCal or .ics link), not the page's"
    case .notCalendar:
      return "the answer is not an iCalendar file (no BEGIN:VCALENDAR); check the address"
    case .tooLarge(let limit):
      return "the calendar is larger than the limit of \(limit) bytes; split the calendar or raise the limit"
    case .untrusted(let reason):
      return
        "the server's certificate is not trusted (\(reason)); for a server with its own authority, give its CA file"
    case .redirectLoop:
      return "the server's redirects lead in a loop; check the address"
    case .tooManyRedirects(let max):
      return "the server redirects more than \(max) times; check the address"
    case .insecureRedirect:
      return "the server redirects from https to unencrypted http, which is not followed; ask for an https address"
    case .badRedirect:
      return "the server redirects without a valid address; check the address"
    case .badCAFile(let path, let reason):
      return "the CA file \(path) cannot be used (\(reason)); give a PEM file of certificates"
    case .invalidAddress(let reason):
      return "not a feed address (\(reason)); give an address such as https://example.org/calendar.ics"
    case .googleCalDAV:
      return "Google's CalDAV needs a Google sign-in (OAuth), which this version does not do; add the calendar's "
        + "secret address in iCal format instead (Google Calendar → Settings → the calendar → "
        + "\"Secret address in iCal format\")"
    case .noEventCalendars:
      return "the account offers no calendar with events (only task lists, or none); check the address and the user"
    case .notCalDAV:
      return
        "the server does not answer as a CalDAV server (no calendar, principal or calendar home); check the address"
    case .badDAVAnswer(let reason):
      return "the CalDAV server's answer cannot be read (\(reason)); try again later or check the server"
    case .fetchHelper(let path, let reason):
      return "the network helper \(path) \(reason); install it beside the tq-* programs (Scripts/install.sh "
        + "does) or name it in TIMEQUEST_FETCH_HELPER"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .cannotResolve, .cannotConnect, .timedOut, .busy, .serverFailed, .truncated: return 75
    case .refused, .passwordCommandFailed: return 77
    case .gone, .unexpectedStatus, .webPage, .notCalendar, .tooLarge, .noEventCalendars, .notCalDAV, .badDAVAnswer:
      return 65
    case .untrusted, .redirectLoop, .tooManyRedirects, .insecureRedirect, .badRedirect: return 76
    case .badCAFile: return 66
    case .invalidAddress, .googleCalDAV: return 64
    case .fetchHelper: return 69
    }
  }
}
