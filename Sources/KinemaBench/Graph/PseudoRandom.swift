/// The reactively benchmark's generator: sfc32 seeded by xmur3a("seed") (bryc's PRNGs, public
/// domain), reproduced bit for bit so the dynamic grid has the same shape and the same checksums.
struct PseudoRandom {
    private var a: UInt32
    private var b: UInt32
    private var c: UInt32
    private var d: UInt32

    init(seed: String = "seed") {
        var hash = Self.xmur3a(seed)
        a = hash.next()
        b = hash.next()
        c = hash.next()
        d = hash.next()
    }

    /// The next value in [0, 1).
    mutating func next() -> Double {
        var t = a &+ b
        a = b ^ (b >> 9)
        b = c &+ (c << 3)
        c = (c << 21) | (c >> 11)
        d = d &+ 1
        t = t &+ d
        c = c &+ t
        return Double(t) / 4_294_967_296
    }

    private struct Hash {
        var h: UInt32
        mutating func next() -> UInt32 {
            h ^= h >> 16
            h = h &* 2_246_822_507
            h ^= h >> 13
            h = h &* 3_266_489_909
            h ^= h >> 16
            return h
        }
    }

    private static func xmur3a(_ text: String) -> Hash {
        var h: UInt32 = 2_166_136_261
        let units = Array(text.utf16)
        for unit in units {
            var k = UInt32(unit) &* 3_432_918_353
            k = (k << 15) | (k >> 17)
            h ^= k &* 461_845_907
            h = (h << 13) | (h >> 19)
            h = h &* 5 &+ 3_864_292_196
        }
        h ^= UInt32(units.count)
        return Hash(h: h)
    }
}
