import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A text's content transition in progress: the string it changes from and to, and the animated
/// progress (0 → 1) timed by the transaction that changed it (see ``ContentTransition``).
struct TextContentRoll {
    let from: String
    let to: String
    /// Digits roll (numeric text) rather than the text cross-fading.
    let rolls: Bool
    let countsDown: Bool
    var progress = AnimatableSlot<Double>()

    /// The progress shown, while the transition runs.
    var shownProgress: Double? {
        guard let value = progress.presented, value.isFinite, value < 1 else { return nil }
        return max(0, value)
    }

    /// The pieces to draw at `progress`: each a string, its column offset from the text's origin
    /// and its opacity. Texts of one line roll or fade per changed character; others cross-fade.
    func pieces(at progress: Double) -> [(text: String, column: Int, opacity: Double)] {
        let fadeOut = max(0, 1 - 2 * progress)
        let fadeIn = max(0, 2 * progress - 1)
        guard !from.contains("\n"), !to.contains("\n"), from != to else {
            return [(from, 0, fadeOut), (to, 0, fadeIn)].filter { $0.opacity > 0 }
        }
        guard rolls else { return [(from, 0, 1 - progress), (to, 0, progress)] }
        let old = Array(from)
        let new = Array(to)
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var pieces: [(text: String, column: Int, opacity: Double)] = []
        let prefixText = String(new[..<prefix])
        if !prefixText.isEmpty { pieces.append((prefixText, 0, 1)) }
        let start = DisplayWidth.of(prefixText)
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        // New characters stand where the new text puts them; old ones are aligned with them at the
        // right (the units of a number stay in their column).
        var column = start
        var newColumns: [Int] = []
        for character in newMiddle {
            newColumns.append(column)
            column += DisplayWidth.of(String(character))
        }
        let middleEnd = column
        var oldColumns: [Int] = Array(repeating: 0, count: oldMiddle.count)
        var oldColumn = middleEnd
        for index in oldMiddle.indices.reversed() {
            oldColumn -= DisplayWidth.of(String(oldMiddle[index]))
            oldColumns[index] = oldColumn
        }
        let pairs = max(oldMiddle.count, newMiddle.count)
        for offset in 0..<pairs {
            let oldIndex = oldMiddle.count - pairs + offset
            let newIndex = newMiddle.count - pairs + offset
            let oldCharacter = oldIndex >= 0 ? oldMiddle[oldIndex] : nil
            let newCharacter = newIndex >= 0 ? newMiddle[newIndex] : nil
            if let oldCharacter, let newCharacter, let a = oldCharacter.wholeNumberValue,
                let b = newCharacter.wholeNumberValue, oldCharacter.isASCII, newCharacter.isASCII
            {
                pieces.append(
                    (
                        String(Self.wheelDigit(from: a, to: b, countsDown: countsDown, at: progress)),
                        newColumns[newIndex], 1
                    ))
                continue
            }
            if let oldCharacter, fadeOut > 0 {
                pieces.append((String(oldCharacter), oldColumns[oldIndex], fadeOut))
            }
            if let newCharacter, fadeIn > 0 {
                pieces.append((String(newCharacter), newColumns[newIndex], fadeIn))
            }
        }
        let suffixText = String(new[(new.count - suffix)...])
        if !suffixText.isEmpty { pieces.append((suffixText, middleEnd, 1)) }
        return pieces
    }

    /// The digit an odometer wheel shows at `progress` of its turn from `a` to `b`: forward through
    /// the digits between them when counting up, backward when counting down (still when they are
    /// equal), each digit shown while the wheel is nearest to it.
    static func wheelDigit(from a: Int, to b: Int, countsDown: Bool, at progress: Double) -> Int {
        let steps = countsDown ? (a - b + 10) % 10 : (b - a + 10) % 10
        let turned = Int((min(max(progress, 0), 1) * Double(steps)).rounded())
        let digit = countsDown ? a - turned : a + turned
        return (digit % 10 + 10) % 10
    }
}
