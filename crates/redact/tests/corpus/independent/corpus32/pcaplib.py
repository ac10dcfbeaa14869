"""Minimal pcap writer used by capture.py to feed packet tools with synthetic traffic."""
import struct
import socket
import ipaddress

def _csum(b):
    if len(b) % 2: b += b"\0"
    s = sum(struct.unpack("!%dH" % (len(b) // 2), b))
    while s >> 16: s = (s & 0xffff) + (s >> 16)
    return (~s) & 0xffff

def macb(m): return bytes(int(x, 16) for x in m.split(":"))

def eth(src, dst, etype, payload):
    return macb(dst) + macb(src) + struct.pack("!H", etype) + payload

_ID = [100]
def ip4(src, dst, proto, payload, ident=None, ttl=64):
    _ID[0] += 7; ident = ident or (_ID[0] & 0xffff)
    h = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(payload), ident, 0x4000, ttl, proto, 0,
                    socket.inet_aton(src), socket.inet_aton(dst))
    h = h[:10] + struct.pack("!H", _csum(h)) + h[12:]
    return h + payload

def ip6(src, dst, nh, payload, hlim=64):
    return struct.pack("!IHBB", 0x60000000, len(payload), nh, hlim) + ipaddress.IPv6Address(src).packed + ipaddress.IPv6Address(dst).packed + payload

def _pseudo(src, dst, proto, ln):
    if ":" in src:
        return ipaddress.IPv6Address(src).packed + ipaddress.IPv6Address(dst).packed + struct.pack("!IxxxB", ln, proto)
    return socket.inet_aton(src) + socket.inet_aton(dst) + struct.pack("!xBH", proto, ln)

def tcp(src, dst, sport, dport, seq, ack, flags, payload=b"", opts=b"", win=64240):
    if len(opts) % 4: opts += b"\x01" * (4 - len(opts) % 4)
    off = (20 + len(opts)) // 4
    fl = 0
    for ch, bit in zip("FSRPAU", (1, 2, 4, 8, 16, 32)):
        if ch in flags: fl |= bit
    h = struct.pack("!HHIIBBHHH", sport, dport, seq, ack, off << 4, fl, win, 0, 0) + opts
    c = _csum(_pseudo(src, dst, 6, len(h) + len(payload)) + h + payload)
    return h[:16] + struct.pack("!H", c) + h[18:] + payload

def udp(src, dst, sport, dport, payload):
    h = struct.pack("!HHHH", sport, dport, 8 + len(payload), 0)
    c = _csum(_pseudo(src, dst, 17, 8 + len(payload)) + h + payload) or 0xffff
    return h[:6] + struct.pack("!H", c) + payload

def ipkt(smac, dmac, src, dst, proto, l4):
    if ":" in src:
        return eth(smac, dmac, 0x86DD, ip6(src, dst, proto, l4))
    return eth(smac, dmac, 0x0800, ip4(src, dst, proto, l4))

SYN_OPTS = bytes.fromhex("020405b40402080a000a1b2c0000000001030307")

class TcpConv:
    """Builds a full TCP conversation (handshake, data both ways, FIN)."""
    def __init__(self, cmac, smac, cip, sip, cport, sport, isn_c=1000, isn_s=5000):
        self.c = (cmac, cip, cport); self.s = (smac, sip, sport)
        self.cseq, self.sseq = isn_c, isn_s
        self.frames = []
    def _pk(self, from_client, flags, payload=b"", opts=b""):
        (m1, i1, p1), (m2, i2, p2) = (self.c, self.s) if from_client else (self.s, self.c)
        seq, ack = (self.cseq, self.sseq) if from_client else (self.sseq, self.cseq)
        self.frames.append(ipkt(m1, m2, i1, i2, 6, tcp(i1, i2, p1, p2, seq, ack, flags, payload, opts)))
        inc = len(payload) + (1 if ("S" in flags or "F" in flags) else 0)
        if from_client: self.cseq += inc
        else: self.sseq += inc
    def handshake(self):
        self._pk(True, "S", opts=SYN_OPTS)
        self._pk(False, "SA", opts=bytes.fromhex("020405b40402080a000b1c2d000a1b2c01030307"))
        self._pk(True, "A")
        return self
    def send(self, from_client, data):
        self._pk(from_client, "PA", data)
        self._pk(not from_client, "A")
        return self
    def close(self):
        self._pk(True, "FA"); self._pk(False, "FA"); self._pk(True, "A")
        return self

def write_pcap(path, frames, t0=1717200000, step=0.05):
    with open(path, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1))
        for k, fr in enumerate(frames):
            t = t0 + k * step
            f.write(struct.pack("<IIII", int(t), int((t % 1) * 1e6), len(fr), len(fr)) + fr)
