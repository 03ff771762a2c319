import Foundation

extension Path: LosslessStringConvertible {
    /// The path in the compact notation SwiftUI uses: each element's points followed by an
    /// operator, `m` move, `l` line, `q` quadratic (control, end), `c` cubic (control 1,
    /// control 2, end) and `h` close. For example `"0 0 m 4 0 l 4 2 l h"`.
    public var description: String {
        var parts: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for point in points { parts.append(Path.format(point.x)); parts.append(Path.format(point.y)) }
            parts.append(op)
        }
        for element in elements {
            switch element {
            case .move(let point): add(point, op: "m")
            case .line(let point): add(point, op: "l")
            case .quadCurve(let point, let control): add(control, point, op: "q")
            case .curve(let point, let control1, let control2): add(control1, control2, point, op: "c")
            case .closeSubpath: parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }

    /// Parses the notation of ``description`` (also `x y w h re` for a rectangle); `nil` when
    /// the text is not in that notation.
    public init?(_ string: String) {
        self.init()
        var numbers: [Double] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," }) {
            if let value = Double(token) {
                numbers.append(value)
                continue
            }
            func point(_ index: Int) -> CGPoint { CGPoint(x: numbers[index * 2], y: numbers[index * 2 + 1]) }
            let needed: Int
            switch token {
            case "m", "l": needed = 2
            case "q": needed = 4
            case "c": needed = 6
            case "re": needed = 4
            case "h": needed = 0
            default: return nil
            }
            guard numbers.count == needed else { return nil }
            switch token {
            case "m": move(to: point(0))
            case "l": addLine(to: point(0))
            case "q": addQuadCurve(to: point(1), control: point(0))
            case "c": addCurve(to: point(2), control1: point(0), control2: point(1))
            case "re": addRect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            default: closeSubpath()
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// `10` rather than `10.0`; other values as Swift prints them.
    static func format(_ value: CGFloat) -> String {
        let double = Double(value)
        if double.isFinite && double == double.rounded() && abs(double) < 1e15 { return String(Int64(double)) }
        return String(double)
    }
}
