import Foundation
import Testing
import TestSupport
import X11Window

/// The compile cache of `--swift` holds code the program runs: it is used only when it is the
/// user's alone, a damaged library in it is compiled again, a compile dies with the program, and a
/// file's name cannot reach the compiler as an option. Each test has a cache of its own.
@Suite(.serialized) struct SwiftFileCacheTests {
    /// A file no other test compiles, so that each run here compiles it afresh.
    static func uniqueFile(in folder: LayoutFolder, name: String = "grid.swift") throws -> String {
        try folder.write("""
            import UIKitCompat

            // \(UUID().uuidString)
            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 40)
                return layout
            }
            """, name: name)
    }

    static func environment(cache: String) -> [String: String] {
        var environment = ProgramRunner.headless
        environment["XDG_CACHE_HOME"] = cache
        return environment
    }

    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static let firstCell = #"{"category": "cell", "section": 0, "item": 0, "frame": [0, 0, 100, 40], "zIndex": 0}"#

    @Test("the cache folders are made mode 0700, and a library is kept with its size and hash")
    func madePrivate() throws {
        let folder = try LayoutFolder()
        let file = try Self.uniqueFile(in: folder)
        let result = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: Self.environment(cache: folder.path + "/cache"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        for own in ["/cache/xcollection", "/cache/xcollection/swift"] {
            let mode = try FileManager.default.attributesOfItem(atPath: folder.path + own)[.posixPermissions] as? Int
            #expect(mode == 0o700, "\(own)")
        }
        let names = Self.files(in: folder.path + "/cache/xcollection/swift")
        let library = try #require(names.first { $0.hasSuffix(".so") })
        let record = try String(contentsOfFile: folder.path + "/cache/xcollection/swift/" + library.dropLast(3) + ".sum", encoding: .utf8)
        let size = try FileManager.default.attributesOfItem(atPath: folder.path + "/cache/xcollection/swift/" + library)[.size] as? Int
        #expect(record.hasPrefix("\(size ?? -1) "))
        #expect(record.count == "\(size ?? -1) ".count + 32 + 1)
    }

    @Test("a cache folder other users can change is not used: the file is compiled in a private folder, which goes")
    func writableByOthers() throws {
        let folder = try LayoutFolder()
        let cache = folder.path + "/cache/xcollection/swift"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        chmod(cache, 0o777)
        let file = try Self.uniqueFile(in: folder)
        let environment = Self.environment(cache: folder.path + "/cache").merging(["TMPDIR": folder.path]) { $1 }
        let result = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(Self.firstCell))
        #expect(result.stderr == "xcollection: --swift does not use the cache \(cache): \(cache) can be changed by other users (mode 0777); compiling into a private temporary folder instead\n")
        #expect(Self.files(in: cache).isEmpty, "nothing is written into the folder others can change")
        #expect(!Self.files(in: folder.path).contains { $0.hasPrefix("xcollection-swift-") }, "the private folder is removed")
    }

    @Test("an unusable XDG_CACHE_HOME (a file, or a folder that cannot be made) compiles wholly in the private folder, the compiler's module cache too",
          arguments: ["file", "/proc/self/nope"])
    func unusableCacheHome(cache: String) throws {
        let folder = try LayoutFolder()
        let home = cache == "file" ? try folder.write("not a folder", name: "cache") : cache
        let file = try Self.uniqueFile(in: folder)
        let environment = Self.environment(cache: home).merging(["TMPDIR": folder.path]) { $1 }
        let result = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(Self.firstCell))
        #expect(result.stderr.hasSuffix("; compiling into a private temporary folder instead\n") && result.stderr.split(separator: "\n").count == 1,
                "\(result.stderr)")
        #expect(!Self.files(in: folder.path).contains { $0.hasPrefix("xcollection-swift-") }, "the private folder is removed")
    }

    @Test("a cache folder that is a symbolic link is not used")
    func symbolicLink() throws {
        let folder = try LayoutFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/cache", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/cache/xcollection", withDestinationPath: folder.path + "/elsewhere")
        let file = try Self.uniqueFile(in: folder)
        let result = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: Self.environment(cache: folder.path + "/cache"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(": \(folder.path)/cache/xcollection is a symbolic link; compiling into a private temporary folder instead\n"))
        #expect(Self.files(in: folder.path + "/elsewhere").isEmpty)
    }

    /// The attack as it was seen: no `HOME` and no `XDG_CACHE_HOME`, so the cache falls back to
    /// the temporary folder, where another user made `xcollection-UID` first and planted a
    /// library under every name. Only root can give a folder to another user, so only root runs it.
    @Test("another user's xcollection-UID in the temporary folder is not used, nor what was planted in it",
          .enabled(if: geteuid() == 0, "needs root to make a folder another user's"))
    func plantedByAnotherUser() throws {
        let folder = try LayoutFolder()
        chmod(folder.path, 0o1777)
        let planted = folder.path + "/xcollection-\(geteuid())/xcollection/swift"
        try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: true)
        try "not a library".write(toFile: planted + "/planted.so", atomically: true, encoding: .utf8)
        for path in [planted, planted + "/..", planted + "/../..", planted + "/planted.so"] { chown(path, 65534, 65534) }
        let file = try Self.uniqueFile(in: folder)
        var environment = ProgramRunner.headless.filter { $0.key != "HOME" && $0.key != "XDG_CACHE_HOME" }
        environment["TMPDIR"] = folder.path
        let result = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(Self.firstCell))
        #expect(result.stderr.contains("\(folder.path)/xcollection-\(geteuid()) belongs to user 65534, not to this user (0); compiling into a private temporary folder instead"))
        #expect(Self.files(in: planted) == ["planted.so"])
    }

    @Test("a cached library cut short or emptied is removed and compiled again", arguments: [1000, 0])
    func damagedLibrary(size: Int) throws {
        let folder = try LayoutFolder()
        let file = try Self.uniqueFile(in: folder)
        let environment = Self.environment(cache: folder.path + "/cache")
        #expect(try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment).status == 0)
        let cache = folder.path + "/cache/xcollection/swift/"
        let library = cache + (try #require(Self.files(in: cache).first { $0.hasSuffix(".so") }))
        let written = try #require(FileManager.default.attributesOfItem(atPath: library)[.size] as? Int)
        #expect(truncate(library, off_t(size)) == 0)

        let again = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains(Self.firstCell))
        #expect(again.stderr == "xcollection: \(file): its compiled copy in the cache is damaged (\(size) bytes where \(written) were written); compiling it again\n")
        #expect(try FileManager.default.attributesOfItem(atPath: library)[.size] as? Int == written)
        let third = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment)
        #expect(third.status == 0 && third.stderr.isEmpty, "\(third.stderr)")
    }

    @Test("the unfinished library of a compile whose process is gone is removed when the cache is next used")
    func abandonedPartial() throws {
        let folder = try LayoutFolder()
        let file = try Self.uniqueFile(in: folder)
        let environment = Self.environment(cache: folder.path + "/cache")
        #expect(try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment).status == 0)
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let cache = folder.path + "/cache/xcollection/swift/"
        let abandoned = "0123456789abcdef0123456789abcdef.\(gone.processIdentifier).partial.so"
        let running = "0123456789abcdef0123456789abcdef.\(getpid()).partial.so"
        for name in [abandoned, running] { _ = FileManager.default.createFile(atPath: cache + name, contents: Data("half".utf8)) }
        #expect(try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: environment).status == 0)
        #expect(!Self.files(in: cache).contains(abandoned))
        #expect(Self.files(in: cache).contains(running), "a live process's compile is left alone")
    }

    @Test("SIGTERM or SIGINT during a compile ends the compiler's whole process group and leaves no partial library",
          arguments: [SIGTERM, SIGINT])
    func signalDuringCompile(signal: Int32) throws {
        let folder = try LayoutFolder()
        let file = try Self.uniqueFile(in: folder)
        let program = try Self.spawnWithCleanSignalMask(["--swift", file, "--dump-layout"], environment: Self.environment(cache: folder.path + "/cache"))
        let compiler = try #require(Self.child(of: program, named: "swiftc", timeout: 20), "the compiler started")
        let group = try #require(Self.processGroup(of: compiler))
        kill(program, signal)
        var status: Int32 = 0
        while waitpid(program, &status, 0) < 0, errno == EINTR {}
        #expect(status & 0x7f == signal, "ended by the signal, not with status \((status >> 8) & 0xff)")
        // Give the kernel a moment to end the group: the compiler, its frontends, the linker.
        var alive = Self.liveMembers(ofGroup: group)
        for _ in 0..<100 where !alive.isEmpty {
            usleep(20_000)
            alive = Self.liveMembers(ofGroup: group)
        }
        #expect(alive.isEmpty, "still running: \(alive)")
        let cache = folder.path + "/cache/xcollection/swift"
        #expect(!Self.files(in: cache).contains { $0.contains("partial") }, "\(Self.files(in: cache))")
    }

    @Test("a file whose name starts with a dash is a file, not a compiler option", arguments: ["-v.swift", "-o.swift"])
    func dashedName(name: String) throws {
        let folder = try LayoutFolder()
        _ = try Self.uniqueFile(in: folder, name: name)
        for argument in ["--swift=\(name)", "./\(name)"] {
            let arguments = argument.hasPrefix("--") ? [argument, "--dump-layout"] : ["--swift", argument, "--dump-layout"]
            let result = try ProgramRunner.run(arguments, environment: Self.environment(cache: folder.path + "/cache"), workingDirectory: folder.path)
            #expect(result.status == 0, "\(argument): \(result.stderr)")
            #expect(result.stdout.contains(Self.firstCell))
        }
    }

    @Test("a file whose name does not end in .swift is refused for its name", arguments: ["grid.txt", ".swift", "grid"])
    func nameWithoutSwiftExtension(name: String) throws {
        let folder = try LayoutFolder()
        let file = try Self.uniqueFile(in: folder, name: name)
        let result = try ProgramRunner.run(["--swift", file, "--dump-layout"], environment: Self.environment(cache: folder.path + "/cache"))
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(file): a --swift file's name must end in .swift (the compiler reads a file by its extension), as in MyLayout.swift\n")
    }

    /// The child of `parent` that runs `name`, waited for up to `timeout` seconds.
    static func child(of parent: pid_t, named name: String, timeout: Double) -> pid_t? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ pid_t($0) })
            where (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) == name + "\n" {
                return child
            }
            usleep(2_000)
        }
        return nil
    }

    /// The program started as a shell starts it: the test runner's threads block SIGTERM, which a
    /// child started through `Process` would inherit and so never see.
    static func spawnWithCleanSignalMask(_ arguments: [String], environment: [String: String]) throws -> pid_t {
        let program = ProgramRunner.executable.path
        let files: [CleanSpawn.FileAction] = [.open(1, path: "/dev/null", flags: O_WRONLY), .open(2, path: "/dev/null", flags: O_WRONLY)]
        switch CleanSpawn.spawn(program, [program] + arguments, environment: environment, files: files) {
        case .success(let pid): return pid
        case .failure(let failure): throw failure
        }
    }

    /// What `/proc/PID/stat` says of a process: its name, state and process group.
    static func status(of process: String) -> (name: Substring, state: Substring, group: pid_t?)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After "pid (name) ": state, ppid, pgrp.
        let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
        guard fields.count > 2 else { return nil }
        return (stat[..<close].split(separator: "(").last ?? "", fields[0], pid_t(fields[2]))
    }

    /// The process group of `process`.
    static func processGroup(of process: pid_t) -> pid_t? {
        status(of: "\(process)")?.group
    }

    /// The processes of group `group` that are not zombies (a zombie has ended; only its parent's
    /// wait is missing).
    static func liveMembers(ofGroup group: pid_t) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid -> String? in
            guard let process = status(of: pid), process.state != "Z", process.group == group else { return nil }
            return "\(pid) \(process.name)"
        }
    }
}
