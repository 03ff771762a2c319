/// Walks the view a `@ViewBuilder` closure built down to the leaves a container that reads its
/// content sees (swipe actions, alerts, confirmation dialogs read their buttons): through tuples,
/// `Group`, `if`/`else`, optionals, `AnyView`, `ForEach` and modifiers.
@MainActor
enum BuiltViewLeaves {
    /// Calls `visit` with each leaf in order and the environment modifiers around it, outermost
    /// first. `visit` answers whether it took the view; a view it does not take is looked through
    /// when it is one of the containers above, and passed over otherwise.
    static func walk(
        _ view: any View, modifiers: [_EnvironmentModifier] = [],
        _ visit: (any View, [_EnvironmentModifier]) -> Bool
    ) {
        if visit(view, modifiers) { return }
        if let modified = view as? any ModifiedView {
            var modifiers = modifiers
            if let environment = modified.erasedModifier as? _EnvironmentModifier {
                modifiers.append(environment)
            }
            walk(modified.erasedContent, modifiers: modifiers, visit)
        } else if let tuple = view as? any LazyTupleElements {
            for element in tuple.lazyElements { walk(element, modifiers: modifiers, visit) }
        } else if let group = view as? any GroupContent {
            walk(group.groupContent, modifiers: modifiers, visit)
        } else if let optional = view as? any OptionalContent {
            if let wrapped = optional.wrappedContent { walk(wrapped, modifiers: modifiers, visit) }
        } else if let conditional = view as? any ConditionalContent {
            walk(conditional.activeContent, modifiers: modifiers, visit)
        } else if let erased = view as? AnyView {
            walk(erased.storage, modifiers: modifiers, visit)
        } else if let forEach = view as? any LazyForEachAccess {
            for offset in 0..<forEach.lazyCount {
                walk(forEach.lazyView(at: offset), modifiers: modifiers, visit)
            }
        }
    }

    /// The environment `modifiers` (outermost first) set up, applied to `base`.
    static func environment(
        _ modifiers: [_EnvironmentModifier], over base: EnvironmentValues = EnvironmentValues()
    ) -> EnvironmentValues {
        var values = base
        for modifier in modifiers { modifier.transform(&values) }
        return values
    }
}

/// A ``Button`` read by a container that draws its buttons itself: its label, action and role.
struct ButtonParts {
    let label: AnyView
    /// The label when it is a `Text` (what an alert or a dialog shows of a button).
    let title: Text?
    let action: @MainActor () -> Void
    let role: ButtonRole?
}

/// A ``Button`` whose parts can be read.
@MainActor
protocol ButtonPartsReadable {
    var buttonParts: ButtonParts { get }
}

extension Button: ButtonPartsReadable {
    var buttonParts: ButtonParts {
        ButtonParts(label: AnyView(label), title: label as? Text, action: action, role: role)
    }
}
