#!/usr/bin/env python3
"""A calendar feed server that misbehaves on demand, for the feed tests (Python standard library only).

Usage: feedserver.py FOLDER [--unlistening]
Listens on 127.0.0.1, on a free port for http and another for https (a self-signed certificate for
127.0.0.1 made with the openssl command in FOLDER), prints one JSON line
{"http": PORT, "https": PORT, "ca": PATH} and serves until its standard input closes.
Each path is one behaviour; see ROUTES below.

With --unlistening the http port is bound but not listened on, so connections to it are refused
(a laptop whose network is not up yet) until a line "listen SECONDS" on standard input asks it
to start listening that many seconds later.
"""

import gzip
import json
import os
import socket
import ssl
import subprocess
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CALENDAR = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//feedserver//EN\r\nX-WR-CALNAME:Feed School\r\n"
    "BEGIN:VEVENT\r\nUID:feed-1@example.org\r\nDTSTART;VALUE=DATE:20261026\r\nDTEND;VALUE=DATE:20261031\r\n"
    "SUMMARY:Autumn break\r\nEND:VEVENT\r\n"
    "BEGIN:VEVENT\r\nUID:feed-2@example.org\r\nDTSTART;VALUE=DATE:20261022\r\n"
    "SUMMARY:Fête de l'école Müller\r\nEND:VEVENT\r\n"
    "END:VCALENDAR\r\n"
)
# The same calendar with line endings mixed, as hand-edited feeds come.
MIXED = CALENDAR.replace("VERSION:2.0\r\n", "VERSION:2.0\n").replace("END:VEVENT\r\n", "END:VEVENT\n", 1)
LOGIN_PAGE = (
    "<!DOCTYPE html>\n<html><head><title>\n  Sign in \x1b[31mto\x1b[0m   School &amp; Family&#8217;s Portal\n</title></head>"
    "<body><form>BEGIN:VCALENDAR is what you hoped for</form></body></html>\n"
)

bomb_lock = threading.Lock()
bomb_bytes = None
attempts = {}
attempts_lock = threading.Lock()


def bomb():
    """80 MiB of zeros, gzipped to about 80 KB: past the 64 MiB default once inflated."""
    global bomb_bytes
    with bomb_lock:
        if bomb_bytes is None:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            chunk = bytes(1 << 20)
            parts = [compressor.compress(chunk) for _ in range(80)]
            parts.append(compressor.flush())
            bomb_bytes = b"".join(parts)
        return bomb_bytes


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def send(self, status, body=b"", content_type="text/calendar; charset=utf-8", headers=()):
        self.send_response(status)
        if content_type:
            self.send_header("Content-Type", content_type)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path, _, query = self.path.partition("?")
        params = dict(p.split("=", 1) for p in query.split("&") if "=" in p)
        route = ROUTES.get(path)
        if route is None and path.startswith("/redirect/"):
            route = redirect_chain
        if route is None:
            self.send(404, b"no such route", "text/plain")
            return
        try:
            route(self, params)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_PROPFIND(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path not in DAV_MEMBERS:
            self.send(405, b"", None)
            return
        dav_listing(self)

    def do_REPORT(self):
        # A CalDAV server that has no calendar-query: the client must fetch the objects instead.
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.send(501, b"REPORT not implemented", "text/plain")


def good(h, p):
    h.send(200, CALENDAR.encode())


def mixed(h, p):
    h.send(200, MIXED.encode())


def headers_echo(h, p):
    # What the client sent, as the summary of one event, so the test reads it back.
    agent = h.headers.get("User-Agent", "").replace("/", "-")
    accept = h.headers.get("Accept", "")
    body = CALENDAR.replace("SUMMARY:Autumn break", f"SUMMARY:agent {agent} accept {accept}")
    h.send(200, body.encode())


def slow_first_byte(h, p):
    time.sleep(float(p.get("s", "30")))
    h.send(200, CALENDAR.encode())


def slow_body(h, p):
    body = CALENDAR.encode()
    h.send_response(200)
    h.send_header("Content-Type", "text/calendar")
    h.send_header("Content-Length", str(len(body)))
    h.end_headers()
    h.wfile.write(body[:40])
    h.wfile.flush()
    time.sleep(float(p.get("s", "30")))
    h.wfile.write(body[40:])


def loop_a(h, p):
    h.send(302, b"", None, [("Location", "/loop-b")])


def loop_b(h, p):
    h.send(302, b"", None, [("Location", "/loop-a")])


def redirect_chain(h, p):
    # /redirect/N answers with /redirect/N-1, /redirect/0 with the calendar: N redirects in all.
    n = int(h.path.split("?")[0].rsplit("/", 1)[1])
    if n == 0:
        good(h, p)
    else:
        h.send(301, b"", None, [("Location", f"/redirect/{n - 1}")])


def elsewhere(h, p):
    # The same server under another name: a credential given for 127.0.0.1 must not follow.
    h.send(302, b"", None, [("Location", f"http://localhost:{SERVER_PORTS['http']}/auth-seen")])


def auth_seen(h, p):
    seen = "sent" if h.headers.get("Authorization") else "none"
    h.send(200, CALENDAR.replace("SUMMARY:Autumn break", f"SUMMARY:authorization {seen}").encode())


def serve_file(h, p):
    # A test's own calendar, from the file it wrote: /file?path=/tmp/…/school.ics
    from urllib.parse import unquote

    with open(unquote(p.get("path", "")), "rb") as f:
        h.send(200, f.read())


def to_http(h, p):
    h.send(302, b"", None, [("Location", f"http://127.0.0.1:{SERVER_PORTS['http']}/good.ics")])


def status(code, headers=()):
    def route(h, p):
        h.send(code, f"status {code}".encode(), "text/plain", headers)

    return route


def busy_until(h, p):
    # Retry-After as an HTTP date an hour from now.
    from email.utils import formatdate

    h.send(503, b"busy", "text/plain", [("Retry-After", formatdate(time.time() + 3600, usegmt=True))])


def retry_once(h, p):
    # The first request for a key is asked to wait 0 s (Retry-After: 0); the next one is served.
    key = p.get("key", "")
    with attempts_lock:
        attempts[key] = attempts.get(key, 0) + 1
        first = attempts[key] == 1
    if first:
        h.send(503, b"busy", "text/plain", [("Retry-After", "0")])
    else:
        good(h, p)


def once(h, p):
    # The calendar for the first request of a key (a `calendar add` check), HTTP 500 after.
    key = p.get("key", "")
    with attempts_lock:
        attempts["once-" + key] = attempts.get("once-" + key, 0) + 1
        first = attempts["once-" + key] == 1
    if first:
        good(h, p)
    else:
        h.send(500, b"down", "text/plain")


def truncated(h, p):
    body = CALENDAR.encode()
    h.send_response(200)
    h.send_header("Content-Type", "text/calendar")
    h.send_header("Content-Length", str(len(body) + 5000))
    h.end_headers()
    h.wfile.write(body)
    h.wfile.flush()
    h.connection.shutdown(socket.SHUT_RDWR)


def gzipped(h, p):
    h.send(200, gzip.compress(CALENDAR.encode()), headers=[("Content-Encoding", "gzip")])


def deflated(h, p):
    h.send(200, zlib.compress(CALENDAR.encode()), headers=[("Content-Encoding", "deflate")])


def gzip_bomb(h, p):
    h.send(200, bomb(), headers=[("Content-Encoding", "gzip")])


def bom(h, p):
    h.send(200, b"\xef\xbb\xbf" + CALENDAR.encode())


def latin1(h, p):
    h.send(200, CALENDAR.encode("latin-1"), "text/calendar; charset=ISO-8859-1")


def cp1252(h, p):
    body = CALENDAR.replace("Autumn break", "\u201cAutumn\u201d break \u20ac").encode("cp1252")
    h.send(200, body, 'text/calendar; charset="windows-1252"')


def utf8_declared_latin1(h, p):
    h.send(200, CALENDAR.encode(), "text/plain; charset=ISO-8859-1")


def as_html(h, p):
    h.send(200, CALENDAR.encode(), "text/html; charset=utf-8")


def as_octets(h, p):
    h.send(200, CALENDAR.encode(), "application/octet-stream")


def login(h, p):
    h.send(200, LOGIN_PAGE.encode(), "text/html; charset=utf-8")


def not_calendar(h, p):
    h.send(200, b"hello, this is not a calendar\n", "text/plain")


def large(h, p):
    # A calendar of the given size (default 65 MiB), streamed without a length.
    size = int(p.get("bytes", str(65 << 20)))
    head = b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
    h.send_response(200)
    h.send_header("Content-Type", "text/calendar")
    h.end_headers()
    h.wfile.write(head)
    line = b"X-FILL:" + b"x" * 1017 + b"\r\n"
    sent = len(head)
    while sent < size:
        h.wfile.write(line * 64)
        sent += len(line) * 64


def auth(h, p):
    import base64

    expected = "Basic " + base64.b64encode(b"parent:s3cret-pw").decode()
    if h.headers.get("Authorization") != expected:
        h.send(401, b"who are you", "text/plain", [("WWW-Authenticate", 'Basic realm="feeds"')])
    else:
        good(h, p)


def validated(h, p):
    # Honours the validators it gave (ETag and Last-Modified), answering 304 when either matches,
    # and counts its 200 and 304 answers per key for /counts, which also tells the ETag.
    key = p.get("key", "")
    # A token of the server's own, not in the address (which the settings keep): finding it in
    # a file is finding the validator.
    with attempts_lock:
        etag = attempts.setdefault(f"etag-{key}", f'"{os.urandom(12).hex()}"')
    modified = "Tue, 20 Oct 2026 08:00:00 GMT"
    fresh = h.headers.get("If-None-Match") == etag or (
        h.headers.get("If-None-Match") is None and h.headers.get("If-Modified-Since") == modified)
    code = 304 if fresh else 200
    with attempts_lock:
        attempts[f"{code}-{key}"] = attempts.get(f"{code}-{key}", 0) + 1
    if fresh:
        h.send_response(304)
        h.send_header("ETag", etag)
        h.end_headers()
    else:
        h.send(200, CALENDAR.encode(), headers=[("ETag", etag), ("Last-Modified", modified)])


def counts(h, p):
    key = p.get("key", "")
    with attempts_lock:
        answered = {str(code): attempts.get(f"{code}-{key}", 0) for code in (200, 304)}
        answered["etag"] = attempts.get(f"etag-{key}", "")
    h.send(200, json.dumps(answered).encode(), "application/json")


ROUTES = {
    "/good.ics": good,
    "/mixed.ics": mixed,
    "/headers.ics": headers_echo,
    "/slow-first-byte": slow_first_byte,
    "/slow-body": slow_body,
    "/loop-a": loop_a,
    "/loop-b": loop_b,
    "/to-http": to_http,
    "/elsewhere": elsewhere,
    "/file": serve_file,
    "/auth-seen": auth_seen,
    "/404": status(404),
    "/410": status(410),
    "/429": status(429, [("Retry-After", "3600")]),
    "/500": status(500),
    "/403": status(403),
    "/retry-once": retry_once,
    "/busy-until": busy_until,
    "/once": once,
    "/truncated": truncated,
    "/gzip": gzipped,
    "/deflate": deflated,
    "/bomb": gzip_bomb,
    "/bom": bom,
    "/latin1": latin1,
    "/cp1252": cp1252,
    "/utf8-declared-latin1": utf8_declared_latin1,
    "/html-calendar": as_html,
    "/octets": as_octets,
    "/login": login,
    "/not-calendar": not_calendar,
    "/large": large,
    "/auth": auth,
    "/validated": validated,
    "/counts": counts,
    "/dav-no-report/event.ics": good,
    "/dav-two-objects/b.ics": good,
    "/dav-two-objects/a.ics": good,
}

# Each collection without REPORT and its members, in the order its listing gives them: not by name.
DAV_MEMBERS = {"/dav-no-report/": ["event.ics"], "/dav-two-objects/": ["b.ics", "a.ics"]}


def dav_listing(h):
    # A minimal CalDAV collection, enough to be discovered and read without REPORT.
    collection = (
        f"<D:response><D:href>{h.path}</D:href><D:propstat><D:prop>"
        "<D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>No Report</D:displayname>"
        "</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>")
    members = "".join(
        f"<D:response><D:href>{h.path}{name}</D:href><D:propstat><D:prop><D:resourcetype/>"
        "<D:getcontenttype>text/calendar</D:getcontenttype></D:prop><D:status>HTTP/1.1 200 OK</D:status>"
        "</D:propstat></D:response>" for name in DAV_MEMBERS[h.path])
    body = collection + (members if h.headers.get("Depth") == "1" else "")
    h.send(207, ('<?xml version="1.0" encoding="utf-8"?><D:multistatus xmlns:D="DAV:" '
                 'xmlns:C="urn:ietf:params:xml:ns:caldav">' + body + "</D:multistatus>").encode(),
           "application/xml; charset=utf-8")
SERVER_PORTS = {}


class Server(ThreadingHTTPServer):
    daemon_threads = True


def certificate(folder):
    cert, key = os.path.join(folder, "ca.pem"), os.path.join(folder, "key.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return cert, key


def listen_later(server, seconds):
    time.sleep(seconds)
    server.server_activate()
    server.serve_forever()


def main():
    folder = sys.argv[1]
    unlistening = "--unlistening" in sys.argv[2:]
    # Bound at once, so the port is ours and refuses connections until it listens.
    plain = Server(("127.0.0.1", 0), Handler, bind_and_activate=False)
    plain.server_bind()
    if not unlistening:
        plain.server_activate()
    secure = Server(("127.0.0.1", 0), Handler)
    cert, key = certificate(folder)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    secure.socket = context.wrap_socket(secure.socket, server_side=True)
    SERVER_PORTS["http"] = plain.server_address[1]
    SERVER_PORTS["https"] = secure.server_address[1]
    for server in (secure,) if unlistening else (plain, secure):
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print(json.dumps({"http": SERVER_PORTS["http"], "https": SERVER_PORTS["https"], "ca": cert}), flush=True)
    # Serve until whoever started us goes away.
    for line in sys.stdin:
        words = line.split()
        if unlistening and len(words) == 2 and words[0] == "listen":
            threading.Thread(target=listen_later, args=(plain, float(words[1])), daemon=True).start()
    os._exit(0)


if __name__ == "__main__":
    main()
