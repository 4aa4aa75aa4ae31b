#!/usr/bin/python3
"""Checks every Jasta data file against its JSON Schema in data/schema/.

Usage: check_schemas.py DATA_DIR

Each folder of DATA_DIR is checked against one schema (geometry/ against
geometry.schema.json, rulesets/options.json against rule_options.schema.json,
the other rulesets/*.json against ruleset.schema.json, ...). The schemas come
from DATA_DIR/schema/ and refer to each other by relative $ref; they are
resolved from those files only, never from the network.

Every problem is printed as `FILE:/json/pointer: message` and the exit status
is 1; when all is well one summary line is printed and the exit status is 0.
Needs only the Python standard library and python3-jsonschema (Debian).
"""

import json
import os
import sys
import urllib.parse

try:
    import jsonschema
    from jsonschema import validators
except ImportError:
    print("check_schemas.py: the Python module 'jsonschema' is missing; "
          "install python3-jsonschema (apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(1)

try:  # jsonschema >= 4.18 resolves $ref through the 'referencing' library.
    import referencing
    import referencing.jsonschema
except ImportError:
    referencing = None

SCHEMA_FILES = [
    "common.schema.json",
    "geometry.schema.json",
    "maneuver_deck.schema.json",
    "damage_deck.schema.json",
    "aircraft.schema.json",
    "ground.schema.json",
    "scenario.schema.json",
    "ruleset.schema.json",
    "rule_options.schema.json",
    "rules.schema.json",
    "lesson.schema.json",
    "roster.schema.json",
]

# Data folder -> schema file. rulesets/ is special: options.json is the catalogue.
FOLDERS = [
    ("geometry", "geometry.schema.json"),
    ("maneuvers", "maneuver_deck.schema.json"),
    ("damage", "damage_deck.schema.json"),
    ("aircraft", "aircraft.schema.json"),
    ("ground", "ground.schema.json"),
    ("scenarios", "scenario.schema.json"),
    ("rulesets", "ruleset.schema.json"),
    ("rules", "rules.schema.json"),
    ("lessons", "lesson.schema.json"),
    ("rosters", "roster.schema.json"),
]
OPTIONS_FILE = "options.json"
OPTIONS_SCHEMA = "rule_options.schema.json"


class Checker:
    def __init__(self):
        self.failures = 0

    def fail(self, file, pointer, message):
        self.failures += 1
        if pointer:
            print(f"{file}:{pointer}: {message}")
        else:
            print(f"{file}: {message}")


def to_pointer(parts):
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def load_json(path, checker):
    try:
        with open(path, encoding="utf-8") as handle:
            return True, json.load(handle)
    except OSError as error:
        checker.fail(path, "", f"cannot be read: {error.strerror}")
    except UnicodeDecodeError as error:
        checker.fail(path, "", f"not UTF-8: {error}")
    except json.JSONDecodeError as error:
        checker.fail(path, "", f"not valid JSON at line {error.lineno}, column {error.colno}: {error.msg}")
    return False, None


class Schemas:
    """The schema files, by $id, with local $ref resolution."""

    def __init__(self, schema_dir, checker):
        self.by_name = {}
        self.by_id = {}
        self.validators = {}
        for name in SCHEMA_FILES:
            path = os.path.join(schema_dir, name)
            ok, schema = load_json(path, checker)
            if not ok:
                continue
            if not isinstance(schema, dict) or not isinstance(schema.get("$id"), str):
                checker.fail(path, "/$id", "a schema must be an object with an absolute \"$id\"")
                continue
            cls = validators.validator_for(schema, default=jsonschema.Draft202012Validator)
            try:
                cls.check_schema(schema)
            except jsonschema.SchemaError as error:
                checker.fail(path, to_pointer(error.absolute_path), f"not a valid schema: {error.message}")
                continue
            self.by_name[name] = (path, schema)
            self.by_id[schema["$id"].rstrip("#")] = schema
        for name, (path, schema) in self.by_name.items():
            self._check_refs(path, schema, schema["$id"], [], checker)

    def resolve(self, base, ref):
        """The subschema `ref` names, seen from a document whose $id is `base`; (schema, doc id)."""
        uri, _, fragment = urllib.parse.urljoin(base, ref).partition("#")
        document = self.by_id.get(uri)
        if document is None:
            raise LookupError(f"no local schema {uri}")
        node = document
        for token in fragment.split("/")[1:] if fragment else []:
            token = urllib.parse.unquote(token).replace("~1", "/").replace("~0", "~")
            if isinstance(node, list):
                node = node[int(token)]
            elif isinstance(node, dict) and token in node:
                node = node[token]
            else:
                raise LookupError(f"{ref}: no {token!r} in {uri}")
        return node, uri

    def _check_refs(self, path, node, base, parts, checker):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str):
                try:
                    self.resolve(base, ref)
                except (LookupError, ValueError, IndexError) as error:
                    checker.fail(path, to_pointer(parts + ["$ref"]), f"unresolved $ref: {error}")
            for key, value in node.items():
                if key not in ("const", "enum", "default", "examples"):
                    self._check_refs(path, value, base, parts + [key], checker)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                self._check_refs(path, value, base, parts + [index], checker)

    def validator(self, name):
        if name not in self.validators:
            self.validators[name] = self._make_validator(name)
        return self.validators[name]

    def _make_validator(self, name):
        _, schema = self.by_name[name]
        cls = validators.validator_for(schema, default=jsonschema.Draft202012Validator)
        if referencing is not None:
            def refuse(uri):
                raise referencing.exceptions.NoSuchResource(ref=uri)
            draft = referencing.jsonschema.DRAFT202012
            resources = [(sid, referencing.Resource.from_contents(s, default_specification=draft))
                         for sid, s in self.by_id.items()]
            registry = referencing.Registry(retrieve=refuse).with_resources(resources)
            return cls(schema, registry=registry)

        def refuse(uri):
            raise jsonschema.RefResolutionError(f"{uri} is not a local schema (no network look-ups)")
        resolver = jsonschema.RefResolver(base_uri=schema["$id"], referrer=schema, store=dict(self.by_id),
                                          handlers={"http": refuse, "https": refuse})
        return cls(schema, resolver=resolver)

    def walk(self, name, schema_path):
        """(node at the end of schema_path or None, description of the innermost if/then/else rule or None)."""
        _, node = self.by_name[name]
        base = node["$id"]
        found = None
        previous = None
        try:
            for key in schema_path:
                if key == "$ref":
                    node, base = self.resolve(base, node["$ref"])
                    continue
                # Older jsonschema leaves "$ref" out of the path: follow it when the key is not here.
                while isinstance(node, dict) and key not in node and isinstance(node.get("$ref"), str):
                    node, base = self.resolve(base, node["$ref"])
                node = node[key]
                if isinstance(node, dict) and ("if" in node or previous in ("then", "else")) \
                        and isinstance(node.get("description"), str):
                    found = node["description"].rstrip(".")
                previous = key
        except (LookupError, KeyError, IndexError, TypeError, ValueError):
            return None, found
        return node, found


def describe(schemas, schema_name, document, error):
    """The problems one jsonschema error stands for, as [(pointer, message)], in the loaders' words."""
    parts = list(error.absolute_path)
    if error.validator == "required":
        missing = [key for key in error.validator_value
                   if isinstance(error.instance, dict) and key not in error.instance
                   and error.message.startswith(repr(key))]
        if missing:
            return [(to_pointer(parts + [missing[0]]), "is missing")]
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = set(error.schema.get("properties", {}))
        extra = [key for key in error.instance if key not in known]
        if extra and error.validator_value is False:
            return [(to_pointer(parts + [key]), "is not a known field here (a typo?)") for key in extra]
    message = error.message
    node, rule = schemas.walk(schema_name, error.schema_path)
    if error.validator is None or error.schema is False:  # a `false` schema: the field is forbidden here
        message = "is not allowed here"
        # Newer jsonschema stops the paths at "properties": name the forbidden field.
        if isinstance(node, dict) and error.schema_path and error.schema_path[-1] == "properties":
            parent = document
            for part in parts:
                parent = parent[part]
            if isinstance(parent, dict):
                parts += [key for key, value in node.items() if value is False and key in parent][:1]
    if rule:
        message += f" ({rule})"
    return [(to_pointer(parts), message)]


def pointer_order(item):
    return [(0, int(token), "") if token.isdigit() else (1, 0, token) for token in item[0].split("/")], item[1]


def check_file(checker, schemas, schema_name, path):
    ok, data = load_json(path, checker)
    if not ok:
        return
    if schema_name not in schemas.by_name:
        checker.fail(path, "", f"cannot be checked: schema {schema_name} is missing or broken")
        return
    try:
        problems = []
        for error in schemas.validator(schema_name).iter_errors(data):
            problems += describe(schemas, schema_name, data, error)
        for pointer, message in sorted(set(problems), key=pointer_order):
            checker.fail(path, pointer, message)
    except Exception as error:  # an unresolvable $ref or a broken schema: report, don't crash
        checker.fail(path, "", f"cannot be checked against {schema_name}: {error}")


def main(argv):
    if len(argv) != 2 or argv[1].startswith("-"):
        print("usage: check_schemas.py DATA_DIR", file=sys.stderr)
        return 2
    data_dir = argv[1]
    checker = Checker()
    if not os.path.isdir(data_dir):
        checker.fail(data_dir, "", "the data folder is missing")
        return 1
    schemas = Schemas(os.path.join(data_dir, "schema"), checker)

    checked = 0
    for folder, schema_name in FOLDERS:
        folder_path = os.path.join(data_dir, folder)
        if not os.path.isdir(folder_path):
            continue  # the loaders report missing folders; here, nothing to check
        for name in sorted(os.listdir(folder_path)):
            path = os.path.join(folder_path, name)
            if not name.endswith(".json") or not os.path.isfile(path):
                continue
            use = OPTIONS_SCHEMA if folder == "rulesets" and name == OPTIONS_FILE else schema_name
            check_file(checker, schemas, use, path)
            checked += 1

    if checked == 0:
        checker.fail(data_dir, "", "no data files found (expected geometry/, maneuvers/, ... with *.json files)")
    if checker.failures:
        print(f"schemas: {checker.failures} problem(s) in {checked} files checked against "
              f"{len(schemas.by_name)} schemas")
        return 1
    print(f"schemas: {checked} files valid against {len(schemas.by_name)} schemas")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
