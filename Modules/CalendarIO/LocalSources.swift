import Domain
import Foundation
import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CalendarSourceRegistry {
  /// Registers the built-in sources: files and folders (`file`, and plain paths) and standard input (`-`).
  /// - Parameter absolutePath: how a path a parent connects becomes absolute (the programs' rule,
  ///   where `~` is the home folder); by default it is taken from the current folder.
  public mutating func registerLocalSources(
    absolutePath: @escaping @Sendable (String) -> String = PathCalendarSource.fromCurrentFolder
  ) {
    register(scheme: "file") { setting throws(CalendarIOError) in
      PathCalendarSource(location: setting.location, absolutePath: absolutePath)
    }
    register(scheme: "-") { _ throws(CalendarIOError) in StandardInputCalendarSource() }
  }

  /// The built-in sources alone: what a reader made without a registry reads.
  public static func local() -> CalendarSourceRegistry {
    var registry = CalendarSourceRegistry()
    registry.registerLocalSources()
    return registry
  }
}

/// A local path: an `.ics` file, a vdir (a folder of collections, or one collection) or a folder of `.ics` files.
public struct PathCalendarSource: CalendarSource {
  public var path: String
  /// How `normalize` makes a connected path absolute.
  let makeAbsolute: @Sendable (String) -> String

  /// Accepts a plain path or a `file://` URL.
  public init(location: String, absolutePath: @escaping @Sendable (String) -> String = Self.fromCurrentFolder) {
    if location.lowercased().hasPrefix("file://"), let url = URL(string: location), url.isFileURL {
      path = url.path
    } else {
      path = location
    }
    makeAbsolute = absolutePath
  }

  @Sendable public static func fromCurrentFolder(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }

  var absolutePath: String { URL(fileURLWithPath: Self.fromCurrentFolder(path)).standardizedFileURL.path }

  /// Paths become absolute (so the source works from any folder) and must exist and be readable.
  public func normalize(_ location: String) throws(CalendarIOError) -> String {
    var path = location.hasPrefix("file://") ? String(location.dropFirst("file://".count)) : location
    path = makeAbsolute(path)
    path = URL(fileURLWithPath: path).standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .notFound(path: path)
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    return path
  }

  /// The file, or the folder and its subfolders (a vdir's collections), where calendar tools add,
  /// rename and replace files.
  public var watch: CalendarSourceWatch {
    let path = absolutePath
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      return CalendarSourceWatch(files: [path])
    }
    var folders = [path]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
      var isSubfolder: ObjCBool = false
      let full = path + "/" + entry
      if FileManager.default.fileExists(atPath: full, isDirectory: &isSubfolder), isSubfolder.boolValue {
        folders.append(full)
      }
    }
    return CalendarSourceWatch(folders: folders)
  }

  public func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    let abs = absolutePath
    let info = try LocalFile.status(abs)
    if (info.st_mode & S_IFMT) == S_IFDIR { return try loadFolder(abs, limits: limits) }
    let bytes = try LocalFile.read(abs, limits: limits)
    return [CalendarDocument(calendarID: abs, fallbackTitle: LocalFile.stem(abs), label: abs, storage: bytes)]
  }

  /// Checks that the path can serve as a calendar before it is connected: a folder laid out as the
  /// reader reads one (`Self.holdsCalendars`), or a regular file that holds iCalendar. Nothing read
  /// is kept; a FIFO or device is refused without waiting.
  public func verify(limits: CalendarLimits = .standard) throws(CalendarIOError) {
    let abs = absolutePath
    let info = try LocalFile.status(abs)
    if (info.st_mode & S_IFMT) == S_IFDIR {
      // Every look would list the whole machine's top folders (and /proc's thousands) for calendars.
      guard abs != "/", URL(fileURLWithPath: abs).resolvingSymlinksInPath().path != "/" else {
        throw .noCalendarFolder(path: abs, reason: "it is the root folder of the machine")
      }
      guard Self.holdsCalendars(abs) else {
        throw .noCalendarFolder(path: abs, reason: "no .ics file is in it or in its subfolders, and it is no vdir")
      }
      return
    }
    let bytes = try LocalFile.read(abs, limits: limits)
    // A window that holds nothing: only whether a calendar is there matters, not its events.
    let parsed = bytes.withBuffer { ICalParser.parse(buffer: $0, limits: limits, window: (0, 0)) }
    guard parsed.sawCalendar else { throw .notICalendar(path: abs) }
  }

  /// Whether the reader would find a calendar in `folder`, one level down as `loadFolder` reads: an
  /// `.ics` file, or a vdir collection (a `displayname` or `color` file, even before its first item
  /// is synced), in the folder or in one of its subfolders.
  static func holdsCalendars(_ folder: String) -> Bool {
    func marks(_ entries: [String]) -> Bool {
      entries.contains {
        !$0.hasPrefix(".") && ($0.lowercased().hasSuffix(".ics") || $0 == "displayname" || $0 == "color")
      }
    }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
    if marks(entries) { return true }
    return entries.contains { entry in
      guard !entry.hasPrefix(".") else { return false }
      var isFolder: ObjCBool = false
      let full = folder + "/" + entry
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else {
        return false
      }
      return marks((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [])
    }
  }

  private func loadFolder(_ folder: String, limits: CalendarLimits) throws(CalendarIOError) -> [CalendarDocument] {
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw .unreadable(path: folder, reason: "cannot list the folder")
    }
    var documents: [CalendarDocument] = []
    let isCollection = entries.contains("displayname") || entries.contains("color")
    let folderTitle = LocalFile.displayName(in: folder) ?? LocalFile.stem(folder)
    let folderColor = isCollection ? LocalFile.color(in: folder) : nil
    for entry in entries {
      let full = folder + "/" + entry
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir) else { continue }
      if isDir.boolValue {
        if isCollection { continue }
        // A vdir collection: every item file belongs to one calendar.
        let items =
          (try? FileManager.default.contentsOfDirectory(atPath: full))?.filter {
            !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".ics")
          }.sorted() ?? []
        let title = LocalFile.displayName(in: full) ?? entry
        let color = LocalFile.color(in: full)
        for item in items {
          let itemPath = full + "/" + item
          do throws(CalendarIOError) {
            let bytes = try LocalFile.read(itemPath, limits: limits)
            documents.append(
              CalendarDocument(calendarID: full, fallbackTitle: title, label: itemPath, storage: bytes, color: color))
          } catch {
            guard case .notAFile(_, let kind) = error else { continue }
            documents.append(CalendarDocument(skipped: itemPath, calendarID: full, reason: LocalFile.skipReason(kind)))
          }
        }
      } else if entry.lowercased().hasSuffix(".ics") {
        let bytes: DocumentBytes
        do throws(CalendarIOError) {
          bytes = try LocalFile.read(full, limits: limits)
        } catch {
          guard case .notAFile(_, let kind) = error else { throw error }
          // One FIFO among the files must neither hang nor hide the rest of the folder.
          documents.append(
            CalendarDocument(
              skipped: full, calendarID: isCollection ? folder : full, reason: LocalFile.skipReason(kind)))
          continue
        }
        if isCollection {
          documents.append(
            CalendarDocument(
              calendarID: folder, fallbackTitle: folderTitle, label: full, storage: bytes, color: folderColor))
        } else {
          documents.append(
            CalendarDocument(calendarID: full, fallbackTitle: LocalFile.stem(full), label: full, storage: bytes))
        }
      }
    }
    if documents.isEmpty { throw .notICalendar(path: folder) }
    return documents
  }
}

/// `-`: the whole of standard input, read once.
public struct StandardInputCalendarSource: CalendarSource {
  public init() {}

  /// Read once with `--source -`; there is nothing to read again later.
  public var canBeConnected: Bool { false }

  public func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    let bytes = try LocalFile.readAll(fd: 0, label: "stdin", limits: limits)
    return [CalendarDocument(calendarID: "stdin", fallbackTitle: "stdin", label: "stdin", bytes: bytes)]
  }
}

enum LocalFile {
  static func stem(_ path: String) -> String {
    let name = (path as NSString).lastPathComponent
    let lower = name.lowercased()
    if lower.hasSuffix(".ics") || lower.hasSuffix(".ical") || lower.hasSuffix(".ifb") {
      return String(name[..<name.lastIndex(of: ".")!])
    }
    return name
  }

  static func displayName(in folder: String) -> String? {
    guard let text = metadata("displayname", in: folder) else { return nil }
    return text.isEmpty ? nil : text
  }

  /// The `color` file vdirsyncer's metasync writes beside a collection's items, when it holds a
  /// hex colour.
  static func color(in folder: String) -> CalendarColor? {
    metadata("color", in: folder).flatMap(CalendarColor.init)
  }

  /// A vdir collection's small metadata file, trimmed; nil when there is none or it is no file.
  private static func metadata(_ name: String, in folder: String) -> String? {
    guard let document = try? read(folder + "/" + name, limits: CalendarLimits(maxFileBytes: 4096)) else {
      return nil
    }
    return document.withBuffer { String(decoding: $0, as: UTF8.self) }.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Files from this size on are mapped rather than copied: a 10 MB calendar then costs no copy
  /// and no page faults on a fresh buffer (about a tenth of a one-day query). Calendar tools
  /// replace files by renaming, which leaves a mapping intact.
  static let mapThreshold = 256 * 1024

  static func skipReason(_ kind: String) -> String { "\(kind), not a file; skipped" }

  /// What is at `path` (following links): missing is `notFound`, anything else that fails `unreadable`.
  static func status(_ path: String) throws(CalendarIOError) -> stat {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notFound(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    return info
  }

  /// Opens without blocking and reads only a regular file: a FIFO with no writer, a terminal or a
  /// device would otherwise make a boot, a cron job or a status bar wait for ever.
  static func read(_ path: String, limits: CalendarLimits) throws(CalendarIOError) -> DocumentBytes {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT { throw .notFound(path: path) }
      // A socket cannot be opened at all (ENXIO); say what it is rather than "no such device".
      var info = stat()
      if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
        throw .notAFile(path: path, kind: FileKind(mode: info.st_mode).words)
      }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw .unreadable(path: path, reason: String(cString: strerror(EISDIR))) }
    guard type == S_IFREG else { throw .notAFile(path: path, kind: FileKind(mode: info.st_mode).words) }
    if Int(info.st_size) > limits.maxFileBytes {
      throw .tooLarge(path: path, bytes: Int(info.st_size), limit: limits.maxFileBytes)
    }
    let size = Int(info.st_size)
    if size >= mapThreshold,
      let p = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0),
      p != UnsafeMutableRawPointer(bitPattern: -1)
    {
      return DocumentBytes(mapping: UnsafePointer(p.assumingMemoryBound(to: UInt8.self)), count: size)
    }
    return DocumentBytes(try readAll(fd: fd, label: path, limits: limits, sizeHint: size))
  }

  static func readAll(fd: Int32, label: String, limits: CalendarLimits, sizeHint: Int = 0) throws(CalendarIOError)
    -> [UInt8]
  {
    var result: [UInt8] = []
    var chunk = max(65_536, min(sizeHint + 1, limits.maxFileBytes + 1))
    var failure: CalendarIOError? = nil
    while true {
      if result.count > limits.maxFileBytes {
        throw .tooLarge(path: label, bytes: result.count, limit: limits.maxFileBytes)
      }
      // Read straight into uninitialised storage: no zero-filling of large files.
      let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, count in
        count = 0
        while count < buffer.count {
          let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
          if n < 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            failure =
              errno == EISDIR ? .unreadable(path: label, reason: reason) : .readFailed(path: label, reason: reason)
            return
          }
          if n == 0 { break }
          count += n
        }
      }
      if let failure { throw failure }
      if result.isEmpty { result = part } else { result += part }
      if part.count < chunk { break }
      chunk = max(chunk, 1 << 20)
    }
    if result.count > limits.maxFileBytes {
      throw .tooLarge(path: label, bytes: result.count, limit: limits.maxFileBytes)
    }
    return result
  }
}
