import Foundation
import KinemaAnimation
import KinemaGeometry

/// A key for a value a view hands to the custom ``Layout`` that arranges it
/// (``View/layoutValue(key:value:)``), read with `subview[Key.self]`.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in placeSubviews: let rank = subview[Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view; the innermost setting of a
    /// key wins, and a change lays the container out again.
    public func layoutValue<K: LayoutValueKey>(
        key: K.Type, value: K.Value
    ) -> ModifiedContent<Self, _LayoutValueModifier> {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// Sets one layout value on the view (see ``View/layoutValue(key:value:)``).
public struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        LayoutValueNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class LayoutValueNode: ModifierNode {
    private(set) var key: ObjectIdentifier?
    private(set) var value: Any?

    override func update(modifier: any ViewModifier) {
        let new = modifier as! _LayoutValueModifier
        defer {
            key = new.key
            value = new.value
        }
        guard let key, let value else { return invalidate() }
        // A value that is not `Equatable` counts as changed.
        if key != new.key || dynamicallyEqual(value, new.value) != true {
            // The container reads it in its layout, which no size change would trigger.
            runtime.forcesFullLayout = true
            invalidate()
        }
    }
}

extension ViewNode {
    /// The value set for `key` with `.layoutValue` on this view or the modifiers inside it down to
    /// its first view that is not a modifier; the innermost wins (SwiftUI's "closest to the view").
    func layoutValue(for key: ObjectIdentifier) -> Any? {
        var found: Any?
        var node: ViewNode? = self
        while let current = node as? ModifierNode {
            if let valueNode = current as? LayoutValueNode, valueNode.key == key { found = valueNode.value }
            node = current.content
        }
        return found
    }
}
