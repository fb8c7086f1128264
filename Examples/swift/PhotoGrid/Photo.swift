import UIKitCompat

struct Photo: Hashable, Sendable {
    let id: Int
    let file: String
    let caption: String
    let likes: Int

    static let captions = ["Dawn", "Noon", "Dusk", "Fjord", "Desert", "Meadow", "Night", "Autumn", "Glacier", "Storm", "Tropics", "Lavender"]

    static let library: [Photo] = (0..<48).map { index in
        let number = index % 12 + 1
        return Photo(id: index, file: "photo-\(number < 10 ? "0" : "")\(number)", caption: captions[index % 12], likes: (index * 37 + 11) % 140)
    }
}
