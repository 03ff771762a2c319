/// Builds a scene from the scenes written in a closure or a ``Scene/body``: SwiftUI's
/// `SceneBuilder`.
///
/// Several scenes make a ``TupleScene``, of which a terminal shows the first ``WindowGroup``;
/// `if` and `if`/`else` choose a scene by condition.
@MainActor
@resultBuilder
public enum SceneBuilder {
    /// A single scene, unchanged.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A single scene expression, unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        repeat each Content
    > {
        TupleScene(repeat each content)
    }

    /// A scene present only when the condition holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    /// The scene of the first branch of an `if`/`else`.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<
        First, Second
    > {
        _ConditionalScene(storage: .first(first))
    }

    /// The scene of the second branch of an `if`/`else`.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<
        First, Second
    > {
        _ConditionalScene(storage: .second(second))
    }
}

/// Several scenes side by side, made by ``SceneBuilder`` from a block of scenes. A terminal shows
/// the first ``WindowGroup`` among them.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let content: (repeat each Content)

    /// The scenes, in order.
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// A primitive scene: the runtime implements it, it has no body.
    public typealias Body = Never

    func primaryWindow() -> SceneWindow? {
        for scene in repeat each content {
            if let window = scene.resolvedWindow() { return window }
        }
        return nil
    }
}

/// A scene that is present only when an `if` holds (made by ``SceneBuilder``).
public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?

    /// A primitive scene: the runtime implements it, it has no body.
    public typealias Body = Never

    func primaryWindow() -> SceneWindow? { content?.resolvedWindow() }
}

/// One of two scenes, chosen by an `if`/`else` (made by ``SceneBuilder``).
public struct _ConditionalScene<First: Scene, Second: Scene>: Scene, PrimitiveScene {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// A primitive scene: the runtime implements it, it has no body.
    public typealias Body = Never

    func primaryWindow() -> SceneWindow? {
        switch storage {
        case .first(let scene): scene.resolvedWindow()
        case .second(let scene): scene.resolvedWindow()
        }
    }
}
