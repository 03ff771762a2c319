import Kinema

struct FileNameRow: View {
    let names = [
        "Quarterly Report Final Version 2.pdf",
        "Vacation Photos From The Summer.zip",
        "Meeting Notes.txt",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(names[0]).lineLimit(1).truncationMode(.middle)
            Text(names[1]).lineLimit(1).truncationMode(.tail)
            Text(names[2]).lineLimit(1).truncationMode(.head)
        }
        .frame(width: 160, alignment: .leading)
    }
}
