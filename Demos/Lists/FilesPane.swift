import Kinema

/// A file or a folder of the Files pane: `children == nil` is a file; a folder may be empty.
struct FileItem: Identifiable, Hashable {
    let id: String
    var name: String
    var children: [FileItem]?

    init(_ name: String, in parent: String = "", _ children: [FileItem]? = nil) {
        id = parent + "/" + name
        self.name = name
        self.children = children
    }

    /// A project's files, with a folder of 100,000 logs that is read only when it expands.
    static func project() -> [FileItem] {
        func folder(_ name: String, in parent: String, _ build: (String) -> [FileItem]) -> FileItem {
            let path = parent + "/" + name
            return FileItem(name, in: parent, build(path))
        }
        return [
            folder("Sources", in: "") { sources in
                [
                    folder("KinemaUI", in: sources) { ui in
                        [
                            folder("List", in: ui) { list in
                                ["List.swift", "ListModel.swift", "OutlineGroup.swift", "EditMode.swift"].map {
                                    FileItem($0, in: list)
                                }
                            },
                            folder("Lazy", in: ui) { lazy in
                                ["LazyStack.swift", "LazyStackNode.swift"].map { FileItem($0, in: lazy) }
                            },
                        ]
                    },
                    folder("KinemaGraph", in: sources) { graph in [FileItem("Graph.swift", in: graph)] },
                ]
            },
            folder("Tests", in: "") { _ in [] },
            folder("Logs", in: "") { logs in (1...100_000).map { FileItem("run-\($0).log", in: logs) } },
            FileItem("Package.swift"),
            FileItem("README.md"),
        ]
    }
}

/// The Files pane: `List(_:children:selection:)` over a project tree. Click a chevron or use → / ←
/// to open and close folders (← on a file goes to its folder).
struct FilesPane: View {
    let files: [FileItem]
    @Binding var selection: FileItem.ID?

    var body: some View {
        List(files, children: \.children, selection: $selection) { item in
            Text(item.name)
        }
    }
}
