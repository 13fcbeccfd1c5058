import CalendarIO
import Foundation
import HTTPTransport
import NetworkIO
import Synchronization

// The programs' network helper: it serves every HTTP exchange of one program run, requests as
// lines on stdin, answers on stdout tagged by their id (NetworkIO's FetchHelperWire). It holds
// AsyncHTTPClient and SwiftNIO so that the programs do not: they start it only when a network
// source is read. Not a command for people, hence no options; its errors are answers.

guard CommandLine.arguments.count == 1 else {
  FileHandle.standardError.write(
    Data("tq-fetch: takes no arguments; tq-player, tq-parent and tq-notify start it for network sources\n".utf8))
  exit(64)
}

/// Answers go out whole, one at a time, as the exchanges finish in any order.
final class Answers: Sendable {
  let turn = Mutex(())

  func write(_ bytes: Data) { turn.withLock { _ in FileHandle.standardOutput.write(bytes) } }
}

func serve() -> Never {
  // A descriptor the program left inheritable (its output pipe, say) would be held for as long as
  // the program runs, and whoever reads that pipe would wait on us: only our three stay open.
  for fd in ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap({ Int32($0) })
  where fd > 2 {
    close(fd)
  }
  let answers = Answers()
  let fetcher = AsyncHTTPFetcher()
  // Each request is served at once, beside the others: a slow server holds up only its own request.
  while let line = readLine(strippingNewline: true) {
    guard let (id, request) = FetchHelperWire.identified(Array(line.utf8)) else {
      FileHandle.standardError.write(Data("tq-fetch: standard input holds no request of this version\n".utf8))
      exit(65)
    }
    Task.detached {
      let result: Result<HTTPFetchResponse, HTTPFetchError>
      do throws(HTTPFetchError) {
        result = .success(try await fetcher.fetch(request))
      } catch {
        result = .failure(error)
      }
      let bytes = Data(FetchHelperWire.answer(result, id: id))
      answers.write(bytes)
    }
  }
  // Our input ended: the program that started us is done or gone, and so are we, mid-exchange or not.
  exit(0)
}

serve()
